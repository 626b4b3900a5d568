import { ADMIN_OPERATIONS } from "@domain/enums/users";
import { adminOperationSchema } from "@domain/schemas/admin-operations";
import { requiredThen } from "@domain/schemas/text-fields";
import { versionField } from "@domain/schemas/version-field";
import { z } from "zod";
import { LOAN_NOT_FOUND } from "./loans";
import { filterDateParam } from "./filter-dates";
import { listQuerySchema } from "./paging";
import { operationPreviewSchema, PENDING_OPERATION_STATES } from "./pending-operations";

export const UTILITY_USER_NOT_FOUND = "User not found";
export const notTheUsers = (label: string) => `${label} does not belong to the selected user`;
export const loanNotClosable = (loanNumber: string, balance: string) =>
  `${loanNumber} cannot be closed: ${balance} is still due`;

/**
 * `POST /admin/utility/preview` and `/run`: the operation, the (merchant) user it acts on, and the
 * operation's own form (`input`), checked by the same schema its resource screen's endpoint uses.
 */
export const utilityRequestSchema = adminOperationSchema.extend({
  userId: z.guid(UTILITY_USER_NOT_FOUND),
  input: z.record(z.string(), z.unknown()).default({}),
});
export type UtilityRequest = z.input<typeof utilityRequestSchema>;

/** closeLoan's form: the loan (one of the selected user's) at the version read. */
export const closeLoanRequestSchema = z.object({
  loanId: requiredThen("Loan", z.guid(LOAN_NOT_FOUND)),
  version: versionField,
});
export type CloseLoanRequest = z.input<typeof closeLoanRequestSchema>;

/** What will change: the records and amounts, and whether a second staff user must approve it. */
export const utilityPreviewSchema = z.object({
  preview: operationPreviewSchema,
  needsApproval: z.boolean(),
});
export type UtilityPreview = z.infer<typeof utilityPreviewSchema>;

/** DONE at once, PROPOSED for approval, or REFUSED; a proposal's decision is `approval`. */
export const UTILITY_OUTCOMES = ["DONE", "PROPOSED", "REFUSED"] as const;
export type UtilityOutcome = (typeof UTILITY_OUTCOMES)[number];

/** One row of the history: who ran what on whom, when, the outcome and who approved. */
export const utilityRunSchema = z.object({
  id: z.string(),
  operation: z.enum(ADMIN_OPERATIONS),
  userId: z.string(),
  userName: z.string(),
  input: z.record(z.string(), z.unknown()),
  outcome: z.enum(UTILITY_OUTCOMES),
  message: z.string(),
  runByName: z.string(),
  runAt: z.string(),
  pendingOperationId: z.string().nullable(),
  /** The proposal's state (PENDING, APPROVED, REJECTED) and its decider; null when it ran at once. */
  approval: z.enum(PENDING_OPERATION_STATES).nullable(),
  decidedByName: z.string().nullable(),
});
export type UtilityRun = z.infer<typeof utilityRunSchema>;

const historyDate = (label: string) => filterDateParam(`${label} must be a date (YYYY-MM-DD)`).optional();

/** `GET /admin/utility/history`: newest first, by operation, user, outcome and the day it ran. */
export const utilityHistoryQuerySchema = listQuerySchema.omit({ sort: true }).extend({
  operation: z
    .enum(ADMIN_OPERATIONS, { error: `Operation must be one of ${ADMIN_OPERATIONS.join(", ")}` })
    .optional(),
  userId: z.guid(UTILITY_USER_NOT_FOUND).optional(),
  outcome: z
    .enum(UTILITY_OUTCOMES, { error: `Outcome must be one of ${UTILITY_OUTCOMES.join(", ")}` })
    .optional(),
  runFrom: historyDate("From"),
  runTo: historyDate("To"),
});
export type UtilityHistoryQuery = z.infer<typeof utilityHistoryQuerySchema>;

/** `GET /admin/utility/history/export`: the history's filters, every run they select (no paging). */
export const utilityHistoryExportQuerySchema = utilityHistoryQuerySchema.omit({ page: true, pageSize: true });
export type UtilityHistoryFilter = z.infer<typeof utilityHistoryExportQuerySchema>;

export const utilityHistoryResponseSchema = z.object({
  payload: z.array(utilityRunSchema),
  total: z.number().int().nonnegative(),
});
