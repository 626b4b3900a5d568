import { sql } from "drizzle-orm";
import { calculateLoan } from "@domain/lending/loan-calculator";
import { hashPassword } from "@server/auth/passwords";
import { calculationColumns } from "@server/modules/loans/loans/loan-form";
import type { Database, Executor } from "../database";
import { anchors, lenders, loans, programmes, users } from "../schema/index";
import { DEMO_PASSWORD, demoUserId } from "./demo-data";
import { seedGstin, seedId, seedPan } from "./identifiers";

export type ScaleCounts = { lenders: number; anchors: number; merchants: number };

/** Volumes for `--scale N`: N merchants, an anchor per 200 of them, a lender per 2,000 (at least 2 of each). */
export const scaleCounts = (n: number): ScaleCounts => ({
  lenders: Math.max(2, Math.ceil(n / 2000)),
  anchors: Math.max(2, Math.ceil(n / 200)),
  merchants: n,
});

const STATES = ["24", "27", "29", "33", "07", "09"];
const ONBOARDING = [
  "NEW_USER",
  "ESIGN_PENDING",
  "ENACH_PENDING",
  "PROCESSING_FEE_PENDING",
  "ACTIVE",
  "ACTIVE",
  "ACTIVE",
];
const BATCH = 1000;
const EPOCH = Date.parse("2025-04-01T04:30:00.000Z");

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Benchmark volumes on top of whatever is there, deterministic and idempotent (rows that exist are
 * skipped). Every generated user signs in with the demo password; the first user of each anchor is its
 * ANCHOR user, the rest are USER merchants.
 */
export async function seedScale(
  db: Database,
  n: number,
  log: (line: string) => void = () => {},
): Promise<ScaleCounts> {
  const counts = scaleCounts(n);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const lenderRows = Array.from({ length: counts.lenders }, (_, i) => ({
    id: seedId(`scale:lender:${i}`),
    name: `Scale Lender ${i + 1} Ltd`,
    code: `SCALE${i + 1}`,
  }));
  const anchorRows = Array.from({ length: counts.anchors }, (_, i) => {
    const pan = seedPan(500_000 + i, "C", "A");
    return {
      id: seedId(`scale:anchor:${i}`),
      name: `Scale Anchor ${i + 1} Pvt Ltd`,
      pan,
      gstin: seedGstin(STATES[i % STATES.length] ?? "27", pan),
      userConfigForAnchor: i % 2 === 0,
    };
  });
  const programmeRows = anchorRows.map((anchor, i) => ({
    id: seedId(`scale:programme:${i}`),
    anchorId: anchor.id,
    lenderId: lenderRows[i % lenderRows.length]?.id ?? "",
    name: `${anchor.name} Programme`,
    product: "SUPPLIER_INVOICE",
    userType: "USER",
    programLimitPaise: 10_00_00_000_00,
    liabilityDays: 30,
    geography: [],
  }));
  const userRows = Array.from({ length: counts.merchants }, (_, i) => {
    const anchorIndex = i % counts.anchors;
    const programme = programmeRows[anchorIndex];
    const isAnchorUser = i < counts.anchors;
    const pan = seedPan(1_000_000 + i, isAnchorUser ? "C" : "P", "M");
    const at = new Date(EPOCH + i * 60_000);
    return {
      id: seedId(`scale:user:${i}`),
      kind: "MERCHANT",
      name: `Scale Merchant ${i + 1}`,
      email: `merchant${i + 1}@bench.test`,
      mobile: String(7_000_000_000 + i),
      passwordHash,
      userType: isAnchorUser ? "ANCHOR" : "USER",
      roles: [],
      lenderId: programme?.lenderId ?? null,
      anchorId: anchorRows[anchorIndex]?.id ?? null,
      programmeId: programme?.id ?? null,
      businessName: `Scale Business ${i + 1}`,
      pan,
      onboardingStatus: ONBOARDING[i % ONBOARDING.length] ?? "NEW_USER",
      createdAt: at,
      updatedAt: at,
    };
  });
  await inBatches(lenderRows, (batch) => db.insert(lenders).values(batch).onConflictDoNothing());
  await inBatches(anchorRows, (batch) => db.insert(anchors).values(batch).onConflictDoNothing());
  await inBatches(programmeRows, (batch) => db.insert(programmes).values(batch).onConflictDoNothing());
  for (let i = 0; i < userRows.length; i += BATCH) {
    await db
      .insert(users)
      .values(userRows.slice(i, i + BATCH))
      .onConflictDoNothing();
    log(`  users ${Math.min(i + BATCH, userRows.length)}/${userRows.length}`);
  }
  return counts;
}

/** How many sets of terms the generated loans share: each set is worked out once by the calculator. */
const LOAN_TERM_SETS = 997;
const LOAN_TENURES = [3, 6, 9, 12, 18, 24, 36, 48, 60] as const;

/** Terms the calculator accepts, with its figures: ₹10,000 to ₹50 lakh, 9–30% a year, fees 0–3%, mostly monthly. */
export function generatedLoanTerms(count = LOAN_TERM_SETS) {
  return Array.from({ length: count }, (_, n) => {
    const frequency = n % 10 === 0 ? "QUARTERLY" : n % 10 === 5 ? "WEEKLY" : "MONTHLY";
    const tenureMonths =
      frequency === "QUARTERLY" ? 12 * (1 + (n % 4)) : LOAN_TENURES[n % LOAN_TENURES.length]!;
    const terms = {
      loanAmountPaise: (10_000 + ((n * 7919) % 4_990) * 1_000) * 100,
      interestRatePercent: (9 + ((n * 31) % 2100) / 100).toFixed(2),
      tenureMonths,
      frequency,
      processingFeePercent: (((n * 13) % 301) / 100).toFixed(2),
      today: "2025-04-01",
    } as const;
    const outcome = calculateLoan(terms);
    if (!outcome.ok) throw new Error(`Generated loan terms ${n} are refused: ${outcome.message}`);
    const figures = calculationColumns(outcome.value);
    return {
      n,
      amount: terms.loanAmountPaise,
      tenure: tenureMonths,
      fee: terms.processingFeePercent,
      rate: terms.interestRatePercent,
      frequency,
      emi: figures.emiPaise,
      installments: figures.installments,
      interest: figures.totalInterestPaise,
      net: figures.netDisbursedPaise,
      payable: figures.totalPayablePaise,
      apr: figures.aprPercent,
    };
  });
}

/**
 * Inserts generated loans number `from` to `to` in one statement. Each loan sits in one of the programmes
 * present (the demo's and any `seedScale` added); 40% are borrowed by one of the programmes' USER merchants
 * (so a merchant's list is realistic), the rest by borrowers without an account, and one in ten is an
 * individual loan of the lender alone. Status mix: 30% ACTIVE, 25% CLOSED, 10% each submitted and under
 * review, 5% each rejected, sanctioned, KFS accepted, agreement signed and written off. Created one a minute
 * from 1 Jan 2024, numbered from `loan_number_seq`.
 */
async function insertGeneratedLoans(db: Executor, from: number, to: number): Promise<void> {
  const terms = JSON.stringify(generatedLoanTerms());
  await db.execute(sql`
    WITH t AS MATERIALIZED (
      SELECT * FROM jsonb_to_recordset(${terms}::jsonb) AS t(n int, amount bigint, tenure int, fee numeric,
        rate numeric, frequency text, emi bigint, installments int, interest bigint, net bigint, payable bigint,
        apr numeric)
    ),
    pl AS (
      SELECT (row_number() OVER (ORDER BY p.id))::int - 1 AS n, p.id, p.anchor_id, p.lender_id, a.name AS anchor_name
      FROM programmes p JOIN anchors a ON a.id = p.anchor_id
    ),
    br AS MATERIALIZED (
      SELECT (row_number() OVER (ORDER BY u.id))::int - 1 AS n, u.id, u.name, u.mobile, u.programme_id
      FROM users u WHERE u.kind = 'MERCHANT' AND u.user_type = 'USER' AND u.programme_id IS NOT NULL
    ),
    sizes AS (SELECT (SELECT count(*) FROM pl)::int AS programmes, (SELECT count(*) FROM br)::int AS borrowers),
    g AS (
      SELECT i, abs(hashint4(i)) AS h, abs(hashint4(i + 104729)) AS h2,
        (ARRAY['ACTIVE','ACTIVE','ACTIVE','ACTIVE','ACTIVE','ACTIVE','CLOSED','CLOSED','CLOSED','CLOSED','CLOSED',
          'LOAN_DETAILS_SUBMITTED','LOAN_DETAILS_SUBMITTED','UNDER_REVIEW','UNDER_REVIEW','LOAN_REJECTED',
          'SANCTIONED','KFS_ACCEPTED','AGREEMENT_SIGNED','WRITTEN_OFF'])[1 + abs(hashint4(i + 7919)) % 20] AS status,
        TIMESTAMPTZ '2024-01-01 10:00+05:30' + i * INTERVAL '1 minute' AS created
      FROM generate_series(${from}::int, ${to}::int) AS i
    ),
    placed AS (
      SELECT g.*, t.*, g.h2 % 10 = 0 AS individual,
        CASE WHEN g.h2 % 10 BETWEEN 1 AND 4 AND sizes.borrowers > 0 THEN g.h % sizes.borrowers END AS borrower_n,
        g.h % sizes.programmes AS programme_n,
        array_position(ARRAY['LOAN_DETAILS_SUBMITTED','LOAN_REJECTED','UNDER_REVIEW','SANCTIONED','KFS_ACCEPTED',
          'AGREEMENT_SIGNED','ACTIVE','CLOSED','WRITTEN_OFF'], g.status) AS stage
      FROM g CROSS JOIN sizes JOIN t ON t.n = g.h % ${LOAN_TERM_SETS}::int
    ),
    loan AS (
      SELECT placed.*, coalesce(bp.id, pl.id) AS programme_id, coalesce(bp.anchor_id, pl.anchor_id) AS anchor_id,
        coalesce(bp.lender_id, pl.lender_id) AS lender_id, coalesce(bp.anchor_name, pl.anchor_name) AS anchor_name,
        br.id AS borrower_id,
        coalesce(br.name, (ARRAY['Aarti','Bhavesh','Chetan','Deepa','Farhan','Gauri','Harish','Imran','Jyoti','Kavita',
          'Lokesh','Manoj','Nandini','Omkar','Pallavi','Rahul','Sneha','Tushar','Usha','Vinod','Yamini','Zubin',
          'Anil','Bhavna','Dinesh','Geeta','Kunal','Meera','Nikhil','Ritu'])[1 + placed.h2 % 30] || ' ' ||
          (ARRAY['Patil','Shah','Kulkarni','Reddy','Jadhav','Hegde','Chavan','Pillai','More','Naidu','Desai','Joshi',
          'Iyer','Gowda','Bhatt','Rao','Menon','Pawar','Shetty','Thakkar','Solanki','Kamath','Naik','Sawant','Gupta',
          'Verma','Mishra','Yadav','Nair','Sinha'])[1 + placed.h % 30]) AS borrower_name,
        coalesce(br.mobile, (6 + placed.h % 4)::text || lpad((placed.h2 % 1000000000)::text, 9, '0')) AS borrower_mobile
      FROM placed
      LEFT JOIN br ON br.n = placed.borrower_n
      LEFT JOIN pl bp ON bp.id = br.programme_id
      JOIN pl ON pl.n = placed.programme_n
    )
    INSERT INTO loans (id, loan_number, kind, status, lender_id, anchor_id, programme_id, borrower_user_id,
      anchor_name, borrower_name, borrower_father_name, borrower_mobile, borrower_address, loan_amount_paise,
      tenure_months, processing_fee_percent, interest_rate_percent, penal_interest_percent, repayment_frequency,
      repayment_duration_days, invoice_type, user_type, emi_paise, installments, total_interest_paise,
      net_disbursed_paise, total_payable_paise, apr_percent, rm_user_id, prepared_by, reviewed_by, reject_reason,
      mandate_registered, processing_fee_paid, disbursed_on, closed_on, version, created_at, updated_at)
    SELECT md5('ledgerline:loan:' || i)::uuid,
      'LN-' || lpad(number::text, greatest(6, length(number::text)), '0'),
      CASE WHEN individual THEN 'INDIVIDUAL' ELSE 'KFS' END, status, lender_id,
      CASE WHEN NOT individual THEN anchor_id END, CASE WHEN NOT individual THEN programme_id END,
      CASE WHEN NOT individual THEN borrower_id END, CASE WHEN NOT individual THEN anchor_name END,
      borrower_name,
      CASE WHEN individual THEN (ARRAY['Ramesh','Suresh','Vitthal','Mahadev','Prakash'])[1 + h % 5] || ' ' ||
        split_part(borrower_name, ' ', 2) END,
      borrower_mobile,
      CASE WHEN individual THEN (1 + h % 200) || ', Station Road, ' ||
        (ARRAY['Pune','Anand','Nashik','Belagavi','Mehsana'])[1 + h2 % 5] END,
      amount, tenure, fee, rate, 2, frequency, 30,
      CASE WHEN NOT individual THEN 'SUPPLIER_INVOICE' END, CASE WHEN NOT individual THEN 'USER' END,
      emi, installments, interest, net, payable, apr,
      CASE WHEN h % 3 = 0 THEN ${demoUserId("ops")}::uuid END, ${demoUserId("ops")}::uuid,
      CASE WHEN stage >= 2 THEN ${demoUserId("admin")}::uuid END,
      CASE WHEN status = 'LOAN_REJECTED' THEN 'Credit limit exceeded' END,
      stage >= 7, stage >= 7,
      CASE WHEN stage >= 7 THEN (created + INTERVAL '7 days')::date END,
      CASE WHEN status = 'CLOSED' THEN (created + INTERVAL '7 days' + tenure * INTERVAL '1 month')::date END,
      stage, created, created + stage * INTERVAL '1 day'
    FROM (SELECT loan.*, nextval('loan_number_seq') AS number FROM loan ORDER BY i) AS numbered`);
}

/**
 * `npm run seed -- --loans N`: brings the loan table to N rows in batches of 50,000 (one statement each),
 * without KFS versions or audit lines, then vacuums (as `seedInvoiceVolume` does). Returns how many were added.
 */
export async function seedLoanVolume(
  db: Database,
  target: number,
  onBatch?: (done: number) => void,
): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(loans);
  const existing = row?.n ?? 0;
  const batch = 50_000;
  for (let from = existing + 1; from <= target; from += batch) {
    const to = Math.min(target, from + batch - 1);
    await insertGeneratedLoans(db, from, to);
    onBatch?.(to);
  }
  await db.execute(sql`VACUUM ANALYZE loans`);
  return Math.max(0, target - existing);
}
