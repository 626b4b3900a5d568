import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { MandateCreateRequest } from "@domain/api/mandates";
import { type mandateCreateRequestSchema } from "@domain/api/mandates";
import { LOAN_NOT_FOUND } from "@domain/api/loans";
import { businessDateAt } from "@domain/dates/business-date";
import { formatInr } from "@domain/money/format-inr";
import { parseRupees } from "@domain/money/parse-rupees";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { recordAudit } from "@server/audit/audit-log";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import { loans, mandateEvents, mandates } from "@server/db/schema/index";
import { badRequest, conflict, notFound } from "@server/http/errors";
import { isUniqueViolation } from "@server/db/unique-violation";
import { bankNameOf } from "@server/modules/clients/ifsc-bank";
import { maskIdentifier } from "@server/modules/master/kyc/identifier-privacy";
import { loanScopeCondition } from "@server/modules/loans/loans/loan-scope";
import { largestDebitPaise } from "./largest-debit";
import { MANDATE_ENTITY } from "./mandate-transition";

type MandateCreateValues = z.output<typeof mandateCreateRequestSchema>;

/** A mandate comes after the borrower accepted the KFS, as the onboarding's ENACH_PENDING step. */
const REGISTERABLE_LOAN_STATUSES = ["KFS_ACCEPTED", "AGREEMENT_SIGNED", "ACTIVE"];
const LIVE = ["ScheduledPending", "Scheduled"];

const fieldError = (field: keyof MandateCreateRequest, message: string) =>
  badRequest(message, [{ field, message }]);

/**
 * Registers a mandate for a loan the caller may see: checks the loan can take one (its status, no other live
 * mandate, a maximum that covers its largest instalment), creates it at the provider (the borrower's authentication link),
 * and keeps it ScheduledPending with the account masked. Audited; the provider's webhooks do the rest.
 */
export async function registerMandate(
  app: FastifyInstance,
  principal: Principal,
  values: MandateCreateValues,
): Promise<string> {
  const [loan] = await app.db
    .select()
    .from(loans)
    .where(and(loanScopeCondition(scopeOf(principal)), eq(loans.id, values.loanId)));
  if (!loan) throw notFound(LOAN_NOT_FOUND);
  if (!REGISTERABLE_LOAN_STATUSES.includes(loan.status))
    throw conflict(
      `A mandate can be registered only once the KFS is accepted; ${loan.loanNumber} is ${loan.status}`,
    );
  const [live] = await app.db
    .select({ providerMandateId: mandates.providerMandateId, status: mandates.status })
    .from(mandates)
    .where(and(eq(mandates.loanId, loan.id), inArray(mandates.status, LIVE)));
  if (live)
    throw conflict(`${loan.loanNumber} already has a mandate ${live.providerMandateId} (${live.status})`);
  const maxAmountPaise = parseRupees(values.maxAmount);
  const largestPaise = await largestDebitPaise(app.db, loan, businessDateAt(app.clock()));
  if (maxAmountPaise < largestPaise)
    throw fieldError(
      "maxAmount",
      `Maximum Amount must be at least ${formatInr(largestPaise, { currency: true })}, the largest instalment`,
    );
  const endDate = values.endDate || null;
  if (endDate && endDate <= values.startDate)
    throw fieldError("endDate", "End Date must be after the Start Date");
  const bankName = bankNameOf(values.ifsc);

  const created = await app.mandates.createMandate({
    kind: values.kind,
    maxAmountPaise,
    frequency: values.frequency,
    startDate: values.startDate,
    endDate,
    accountNumber: values.accountNumber,
    ifsc: values.ifsc,
    accountHolderName: values.accountHolderName,
    reference: loan.loanNumber,
  });
  const id = randomUUID();
  const at = app.clock();
  const stage = values.kind === "ENACH" ? "partial" : "CREATED";
  try {
    await app.db.transaction(async (tx) => {
      await tx.insert(mandates).values({
        id,
        kind: values.kind,
        status: "ScheduledPending",
        stage,
        provider: app.mandates.name,
        providerMandateId: created.mandateId,
        authUrl: created.authUrl,
        maxAmountPaise,
        frequency: values.frequency,
        startDate: values.startDate,
        endDate,
        accountNumberMasked: maskIdentifier("BANK", values.accountNumber),
        ifsc: values.ifsc,
        bankName,
        accountHolderName: values.accountHolderName,
        loanId: loan.id,
        loanNumber: loan.loanNumber,
        lenderId: loan.lenderId,
        anchorId: loan.anchorId,
        programmeId: loan.programmeId,
        borrowerUserId: loan.borrowerUserId,
        borrowerName: loan.borrowerName,
        createdBy: principal.id,
        createdAt: at,
        updatedAt: at,
      });
      await tx.insert(mandateEvents).values({
        id: randomUUID(),
        mandateId: id,
        source: "staff",
        event: "created",
        stage,
        fromStatus: null,
        toStatus: "ScheduledPending",
        actorId: principal.id,
        at,
      });
      await recordAudit(tx, {
        actorId: principal.id,
        action: "create",
        entity: MANDATE_ENTITY,
        entityId: id,
        after: {
          status: "ScheduledPending",
          kind: values.kind,
          providerMandateId: created.mandateId,
          maxAmountPaise,
        },
        at,
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error, "mandates_live_per_loan_unique")) throw error;
    await app.mandates.cancel(created.mandateId);
    throw conflict(`${loan.loanNumber} already has a mandate in progress or registered`);
  }
  return id;
}
