import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  kfsCalculationOf,
  kfsCalculationSchema,
  kfsCalculatorRequestSchema,
  type KfsCalculatorValues,
} from "@domain/api/kfs-calculator";
import { businessDateAt } from "@domain/dates/business-date";
import { calculateLoan, type LoanTerm } from "@domain/lending/loan-calculator";
import { parseRupees } from "@domain/money/parse-rupees";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AccessPolicy } from "@server/auth/policy";
import { ok } from "@server/http/envelope";
import { ApiProblem, badRequest, VALIDATION_FAILED } from "@server/http/errors";

/** Who prepares and reviews loans: platform staff and NBFC users. */
export const LOAN_STAFF = {
  kinds: ["ADMIN"],
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS", "NBFC"],
} as const satisfies AccessPolicy;

/** The request field each term of the calculator comes from, to name it in a 400. */
const FIELD_OF_TERM: Record<LoanTerm, keyof KfsCalculatorValues> = {
  interestRatePercent: "interestRateKfs",
  tenureMonths: "loanTenure",
  processingFeePercent: "processingFeeKfs",
  feeGstPercent: "feeGstPercent",
  otherCharges: "otherCharges",
};

function calculate(body: KfsCalculatorValues) {
  const outcome = calculateLoan({
    loanAmountPaise: parseRupees(body.loanAmount),
    interestRatePercent: body.interestRateKfs,
    rateBasis: body.rateCalDuration,
    tenureMonths: body.loanTenure,
    frequency: body.repaymentFrequency,
    processingFeePercent: body.processingFeeKfs,
    feeGstPercent: body.feeGstPercent,
    otherCharges: (body.otherCharges ?? []).map((charge) => ({
      label: charge.label,
      amountPaise: parseRupees(charge.amount),
      payableTo: charge.payableTo,
    })),
    firstDueDate: body.firstDueDate || undefined,
    today: businessDateAt(Date.now()),
  });
  if (outcome.ok) return kfsCalculationOf(outcome.value);
  if (outcome.problem === "invalid-terms")
    throw badRequest(VALIDATION_FAILED, [{ field: FIELD_OF_TERM[outcome.term], message: outcome.message }]);
  throw new ApiProblem(422, outcome.message);
}

/**
 * `POST /user/kfs/calculate`: the EMI, schedule, net disbursed amount and APR of loan terms, for the KFS
 * form to show as it is edited. Persists nothing; saving a loan recomputes these and never takes the form's.
 */
export const kfsCalculatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/user/kfs/calculate",
    {
      config: { access: LOAN_STAFF },
      schema: {
        tags: ["user"],
        summary: "EMI, repayment schedule, net disbursed amount and APR of loan terms (persists nothing)",
        body: kfsCalculatorRequestSchema,
        response: {
          200: apiSuccessSchema(kfsCalculationSchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => ok(calculate(request.body)),
  );
};
