import type { NachReturnCode } from "@domain/collections/nach-return-codes";
import type { BusinessType } from "@domain/enums/business";
import type { IndividualLoanCreateRequest, LoanCreateRequest } from "@domain/api/loans";
import type { RejectReason } from "@domain/enums/reasons";
import type { LoanAction } from "@domain/state-machines/loan";
import { DEMO_USERS, demoUserId } from "./demo-data";
import { DEMO_ANCHORS, DEMO_LENDERS, DEMO_PROGRAMMES } from "./demo-organisations";
import { seedId } from "./identifiers";

/**
 * A step of a demo loan's history: a move of the loan machine, or a KFS event that is not one (a version
 * issued, or the one in force lapsing unaccepted).
 */
export type DemoLoanStep = LoanAction | "issueKfs" | "kfsLapses";

type KfsForm = { kind: "KFS"; values: LoanCreateRequest; borrowerMobile: string };
type IndividualForm = { kind: "INDIVIDUAL"; values: IndividualLoanCreateRequest };

/**
 * What an active demo loan's borrower has paid by the seed's today (`seed-emis.ts`, `seed-receipts.ts`): every
 * due past its date but the latest `unpaid` ones, paid two days after its date.
 */
export type DemoRepayment = {
  /** How many of the latest dues past their date are unpaid; all of them when omitted. */
  unpaid?: number;
  /** The oldest unpaid due is half paid (its receipt left PAID in the collection manager, for a settle). */
  partPaid?: boolean;
  /** The latest unpaid due bounced on its e-NACH presentation with this return code (and its charge). */
  bounced?: NachReturnCode;
};

export type DemoLoan = {
  key: string;
  form: KfsForm | IndividualForm;
  /** The moves from LOAN_DETAILS_SUBMITTED to where the loan is, a day or so apart. */
  path: readonly DemoLoanStep[];
  /**
   * The day it was entered, in days after 1 Apr 2025; "live" for the loans the walkthrough acts on, entered
   * hours before the seed runs so that their KFS is still valid; `daysBeforeSeed` for the delinquency demo's
   * loans, whose dues stand at the same distance from whatever day the demo is seeded.
   */
  enteredOn: number | "live" | { daysBeforeSeed: number };
  reject?: { reason: RejectReason; note: string };
  /** Why it went back to the borrower (returnForCorrection). */
  correction?: string;
  mandateRegistered?: boolean;
  processingFeePaid?: boolean;
  /** The relationship manager, a demo staff account. */
  rm?: string;
  /** An ACTIVE loan's repayments so far. */
  repayment?: DemoRepayment;
};

const [shree, kaveri, deccan] = DEMO_LENDERS;
const [gokul, vardhman, sahyadri] = DEMO_ANCHORS;
const [gokulProgramme, vardhmanProgramme, sahyadriProgramme] = DEMO_PROGRAMMES;

/** The placement of a KFS loan under a demo programme, and the select values its business takes. */
const PLACES = {
  gokul: {
    lender: shree.id,
    anchorId: gokul.id,
    anchorName: gokul.name,
    programmeId: gokulProgramme.id,
    invoiceType: "SUPPLIER_INVOICE",
    businessCategories: "DAIRY",
    geography: "Gujarat",
  },
  vardhman: {
    lender: kaveri.id,
    anchorId: vardhman.id,
    anchorName: vardhman.name,
    programmeId: vardhmanProgramme.id,
    invoiceType: "DRAWDOWN_REQUEST",
    businessCategories: "FOOD_AND_BEVERAGES",
    geography: "Maharashtra",
  },
  sahyadri: {
    lender: deccan.id,
    anchorId: sahyadri.id,
    anchorName: sahyadri.name,
    programmeId: sahyadriProgramme.id,
    invoiceType: "PARTNER_INVOICE",
    businessCategories: "OTHERS",
    geography: "Karnataka",
  },
} as const;

type Terms = {
  amount: string;
  tenure: number;
  rate: string;
  fee: string;
  frequency?: LoanCreateRequest["repayFrequencies"];
  days?: number;
  otherCharges?: LoanCreateRequest["otherCharges"];
};

/** A borrower with a demo account (its name and mobile), or one known only by name and mobile. */
type Borrower = { user: string } | { name: string; mobile: string };

function borrowerOf(borrower: Borrower) {
  if (!("user" in borrower)) return { borrowerName: borrower.name, mobile: borrower.mobile };
  const user = DEMO_USERS.find((candidate) => candidate.key === borrower.user)!;
  return { borrowerName: user.name, mobile: user.mobile, borrowerUserId: demoUserId(user.key) };
}

const STAMP_DUTY = { label: "Stamp duty", amount: "500", payableTo: "THIRD_PARTY" } as const;
const DOCUMENTATION = { label: "Documentation charges", amount: "750", payableTo: "LENDER" } as const;

/** The Loan/KFS form as the operations user fills it in for a borrower under a programme. */
function kfsForm(
  place: keyof typeof PLACES,
  who: Borrower,
  terms: Terms,
  businessTypes: BusinessType,
): KfsForm {
  const { mobile, ...borrower } = borrowerOf(who);
  const { lender, anchorId, anchorName, programmeId, invoiceType, businessCategories, geography } =
    PLACES[place];
  return {
    kind: "KFS",
    borrowerMobile: mobile,
    values: {
      lender,
      anchorId,
      anchorName,
      programmeId,
      ...borrower,
      loanAmount: terms.amount,
      loanTenure: String(terms.tenure),
      processingFeeKfs: terms.fee,
      interestRateKfs: terms.rate,
      penalInterest: "2",
      repayFrequencies: terms.frequency ?? "MONTHLY",
      dailyDeduction: "NO",
      repaymentFrequency: terms.days ?? 30,
      invoiceType,
      rateCalDuration: "YEARLY",
      disableAutoDebit: "enabled",
      userType: "USER",
      businessCategories,
      businessTypes,
      geography,
      otherCharges: terms.otherCharges,
      primarySecurity: "Hypothecation of receivables from the anchor",
      securityCheques: "2 undated cheques",
    },
  };
}

/** The individual loan form: a borrower with no anchor, known by name, father's name, mobile and address. */
function individualForm(
  lenderId: string,
  borrower: { name: string; father: string; mobile: string; address: string },
  terms: Terms,
): IndividualForm {
  return {
    kind: "INDIVIDUAL",
    values: {
      lenderId,
      borrowerName: borrower.name,
      borrowerFatherName: borrower.father,
      borrowerMobile: borrower.mobile,
      borrowerAddress: borrower.address,
      loanAmount: terms.amount,
      loanTenure: String(terms.tenure),
      interestRateKfs: terms.rate,
      processingFeeKfs: terms.fee,
      penalInterest: "2",
      repayFrequencies: terms.frequency ?? "MONTHLY",
      otherCharges: terms.otherCharges,
      guaranteePersonal: `${borrower.father} (father)`,
    },
  };
}

const REVIEWED = ["startReview", "issueKfs", "sanction"] as const;
const SIGNED = [...REVIEWED, "acceptKfs", "signAgreement"] as const;
const DISBURSED = [...SIGNED, "disburse"] as const;

/**
 * A dairy farmer's monthly loan under the Gokul programme (Shree Finance), entered `days` before the seed runs
 * and disbursed six days later; its first due is 30 days after entry, so six dues are past.
 */
function delinquencyLoan(key: string, name: string, mobile: string, days: number, repayment: DemoRepayment) {
  return {
    key,
    form: kfsForm(
      "gokul",
      { name, mobile },
      { amount: "180000", tenure: 12, rate: "15", fee: "1.5" },
      "Individual",
    ),
    path: DISBURSED,
    enteredOn: { daysBeforeSeed: days },
    mandateRegistered: true,
    processingFeePaid: true,
    repayment,
  } satisfies DemoLoan;
}

/**
 * The delinquency demo: four borrowers whose oldest unpaid due stands at the same distance from whatever day
 * the demo is seeded, so its day-end run has one in each bucket the older loans (all NPA by now) leave empty.
 * Numbered after the others (LN-000021 to LN-000024), so the walkthrough's loan numbers stay.
 */
const DELINQUENCY_LOANS: readonly DemoLoan[] = [
  // Every due paid: Standard.
  delinquencyLoan("dpd-standard", "Ramila Chaudhary", "9825023456", 202, { unpaid: 0 }),
  // The latest due bounced (04): SMA-0, 16 to 19 days past due (as months fall).
  delinquencyLoan("dpd-sma-0", "Jashoda Makwana", "9825034567", 198, { unpaid: 1, bounced: "04" }),
  // The last two unpaid, the older half paid: SMA-1, 45 to 48 days.
  delinquencyLoan("dpd-sma-1", "Kanubhai Solanki", "9825045678", 197, { unpaid: 2, partPaid: true }),
  // The last three unpaid, the latest bounced (06): SMA-2, 75 to 78 days.
  delinquencyLoan("dpd-sma-2", "Vipul Thakor", "9825056789", 196, { unpaid: 3, bounced: "06" }),
];

/**
 * Twenty loans in every status, of both forms, across the three demo lenders and anchors, then the four of
 * the delinquency demo (DELINQUENCY_LOANS). The demo borrowers'
 * onboarding statuses follow from their latest loan (`onboardingStatusOf`): Lakshmi Bhatt's loan is under
 * review (NEW_USER), Anita Naik's sanctioned (ESIGN_PENDING), Hitesh Patel's and Prakash Gowda's signed
 * without a mandate (ENACH_PENDING) and without the fee (PROCESSING_FEE_PENDING), Meena Joshi's and Suresh
 * Kamath's disbursed (ACTIVE). The first two are the README walkthrough's: a KFS waiting for the NBFC's
 * sanction, and a sanctioned loan waiting for e-sign.
 */
export const DEMO_LOANS: readonly DemoLoan[] = [
  {
    key: "walkthrough-review",
    form: kfsForm(
      "gokul",
      { user: "farmer-bhatt" },
      { amount: "300000", tenure: 12, rate: "15", fee: "2", otherCharges: [STAMP_DUTY] },
      "Proprietorship",
    ),
    path: ["startReview", "issueKfs"],
    enteredOn: "live",
    rm: "ops",
  },
  {
    key: "walkthrough-esign",
    form: kfsForm(
      "gokul",
      { name: "Bharat Rabari", mobile: "9825012345" },
      { amount: "150000", tenure: 6, rate: "14", fee: "1.5" },
      "Individual",
    ),
    path: REVIEWED,
    enteredOn: "live",
  },
  {
    key: "sanctioned-naik",
    form: kfsForm(
      "vardhman",
      { user: "retailer-naik" },
      { amount: "500000", tenure: 24, rate: "16.5", fee: "2", otherCharges: [DOCUMENTATION] },
      "Proprietorship",
    ),
    path: REVIEWED,
    enteredOn: "live",
  },
  {
    key: "submitted-gokul",
    form: kfsForm(
      "gokul",
      { name: "Jignesh Chaudhary", mobile: "9825067890" },
      { amount: "80000", tenure: 6, rate: "13", fee: "1" },
      "Individual",
    ),
    path: [],
    enteredOn: 190,
  },
  {
    key: "returned-vardhman",
    form: kfsForm(
      "vardhman",
      { name: "Sunil Wagh", mobile: "9822011223" },
      { amount: "250000", tenure: 12, rate: "17", fee: "2" },
      "Partnership",
    ),
    path: ["startReview", "returnForCorrection"],
    enteredOn: 182,
    correction: "GST returns for the last two quarters are missing",
  },
  {
    key: "submitted-individual",
    form: individualForm(
      deccan.id,
      {
        name: "Ganesh Kale",
        father: "Vitthal Kale",
        mobile: "9881234567",
        address: "14, Shaniwar Peth, Pune 411030",
      },
      { amount: "60000", tenure: 6, rate: "18", fee: "1" },
    ),
    path: [],
    enteredOn: 193,
  },
  {
    key: "review-individual",
    form: individualForm(
      shree.id,
      {
        name: "Savita Parmar",
        father: "Ramesh Parmar",
        mobile: "9909876543",
        address: "22, Gandhi Road, Anand 388001",
      },
      { amount: "120000", tenure: 12, rate: "16", fee: "1.5" },
    ),
    path: ["startReview"],
    enteredOn: 186,
    rm: "ops",
  },
  {
    key: "review-kaveri",
    form: kfsForm(
      "vardhman",
      { name: "Sunita Pawar", mobile: "9822456789" },
      { amount: "200000", tenure: 9, rate: "16", fee: "1.5" },
      "Proprietorship",
    ),
    path: ["startReview"],
    enteredOn: 120,
  },
  {
    key: "rejected-intake",
    form: kfsForm(
      "sahyadri",
      { name: "Mahesh Gowda", mobile: "9845012345" },
      { amount: "900000", tenure: 36, rate: "19", fee: "2.5" },
      "Partnership",
    ),
    path: ["reject"],
    enteredOn: 140,
    reject: { reason: "Profile not completed", note: "No bank statement for the last six months" },
  },
  {
    key: "rejected-review",
    form: individualForm(
      kaveri.id,
      {
        name: "Rohit Sawant",
        father: "Dattatray Sawant",
        mobile: "9767012345",
        address: "5, Gangapur Road, Nashik 422013",
      },
      { amount: "400000", tenure: 24, rate: "20", fee: "2" },
    ),
    path: ["startReview", "reject"],
    enteredOn: 150,
    reject: { reason: "Credit limit exceeded", note: "Existing obligations take 70% of the monthly income" },
  },
  {
    key: "accepted-gokul",
    form: kfsForm(
      "gokul",
      { name: "Nitin Desai", mobile: "9825098765" },
      { amount: "175000", tenure: 12, rate: "15", fee: "2" },
      "Proprietorship",
    ),
    path: [...REVIEWED, "acceptKfs"],
    enteredOn: 170,
  },
  {
    key: "accepted-individual",
    form: individualForm(
      deccan.id,
      {
        name: "Shubhangi Jadhav",
        father: "Arun Jadhav",
        mobile: "9822334455",
        address: "8, Tilakwadi, Belagavi 590006",
      },
      { amount: "90000", tenure: 12, rate: "17.5", fee: "1.5" },
    ),
    path: [...REVIEWED, "undoSanction", "issueKfs", "sanction", "acceptKfs"],
    enteredOn: 160,
  },
  {
    key: "signed-patel",
    form: kfsForm(
      "gokul",
      { user: "supplier-patel" },
      { amount: "600000", tenure: 24, rate: "14.5", fee: "2", otherCharges: [STAMP_DUTY, DOCUMENTATION] },
      "Partnership",
    ),
    path: SIGNED,
    enteredOn: 130,
    rm: "ops",
  },
  {
    key: "signed-gowda",
    form: kfsForm(
      "sahyadri",
      { user: "dealer-gowda" },
      { amount: "350000", tenure: 12, rate: "16", fee: "2", frequency: "QUARTERLY", days: 90 },
      "Partnership",
    ),
    path: SIGNED,
    enteredOn: 135,
    mandateRegistered: true,
  },
  {
    key: "active-merchant",
    form: kfsForm(
      "gokul",
      { user: "merchant" },
      { amount: "450000", tenure: 18, rate: "14", fee: "1.75", otherCharges: [STAMP_DUTY] },
      "Partnership",
    ),
    path: [
      "startReview",
      "issueKfs",
      "sanction",
      "kfsLapses",
      "issueKfs",
      "acceptKfs",
      "signAgreement",
      "disburse",
    ],
    enteredOn: 100,
    mandateRegistered: true,
    processingFeePaid: true,
    rm: "ops",
    repayment: { partPaid: true, bounced: "06" },
  },
  {
    key: "active-kamath",
    form: kfsForm(
      "vardhman",
      { user: "retailer-kamath" },
      { amount: "240000", tenure: 6, rate: "15.5", fee: "1", frequency: "WEEKLY", days: 7 },
      "Proprietorship",
    ),
    path: DISBURSED,
    enteredOn: 90,
    mandateRegistered: true,
    processingFeePaid: true,
    repayment: { unpaid: 1, bounced: "04" },
  },
  {
    key: "active-individual",
    form: individualForm(
      shree.id,
      {
        name: "Kalpesh Vaghela",
        father: "Jayantilal Vaghela",
        mobile: "9898123456",
        address: "3, Station Road, Mehsana 384002",
      },
      { amount: "100000", tenure: 12, rate: "18", fee: "2" },
    ),
    path: DISBURSED,
    enteredOn: 80,
    mandateRegistered: true,
    processingFeePaid: true,
    repayment: { bounced: "04" },
  },
  {
    key: "closed-merchant",
    form: kfsForm(
      "gokul",
      { user: "merchant" },
      { amount: "200000", tenure: 3, rate: "13.5", fee: "1" },
      "Partnership",
    ),
    path: [...REVIEWED, "acceptKfs", "issueKfs", "acceptKfs", "signAgreement", "disburse", "close"],
    enteredOn: 5,
    mandateRegistered: true,
    processingFeePaid: true,
  },
  {
    key: "closed-individual",
    form: individualForm(
      kaveri.id,
      {
        name: "Pradnya Kulkarni",
        father: "Vasant Kulkarni",
        mobile: "9850123456",
        address: "41, Karve Road, Pune 411004",
      },
      { amount: "50000", tenure: 3, rate: "16", fee: "1" },
    ),
    path: [...DISBURSED, "close"],
    enteredOn: 12,
    mandateRegistered: true,
    processingFeePaid: true,
  },
  {
    key: "written-off-sahyadri",
    form: kfsForm(
      "sahyadri",
      { name: "Basavaraj Patil", mobile: "9448012345" },
      { amount: "300000", tenure: 12, rate: "18", fee: "2" },
      "Proprietorship",
    ),
    path: [...DISBURSED, "writeOff"],
    enteredOn: 20,
    mandateRegistered: true,
    processingFeePaid: true,
  },
  ...DELINQUENCY_LOANS,
];

const REPAYMENTS = new Map(
  DEMO_LOANS.flatMap((loan) =>
    loan.repayment ? [[seedId(`loan:${loan.key}`), loan.repayment] as const] : [],
  ),
);

/** An active demo loan's repayments, by the loan's id. */
export const demoRepaymentOf = (loanId: string): DemoRepayment | undefined => REPAYMENTS.get(loanId);
