import { randomUUID } from "node:crypto";
import { bounceChargeFor } from "@domain/collections/penal-charges";
import type { NachReturnCode } from "@domain/collections/nach-return-codes";
import type { BusinessDate } from "@domain/dates/business-date";
import type { Executor } from "@server/db/database";
import { emiCharges } from "@server/db/schema/collections";
import type { EmiRow } from "./emi-transition";

/**
 * The bounce charge of a presentation returned with `code` (`bounceChargeFor`: none when the bank or the
 * presenter is at fault), written as its own `emi_charges` line. Answers the columns the bounce sets on the
 * EMI with its new status, the penal due raised by the charge, in the same transaction.
 */
export async function raiseBounce(
  tx: Executor,
  emi: EmiRow,
  code: NachReturnCode,
  context: { actorId: string | null; today: BusinessDate; at: Date },
): Promise<Partial<EmiRow>> {
  const charge = bounceChargeFor(code);
  if (charge)
    await tx.insert(emiCharges).values({
      id: randomUUID(),
      emiId: emi.id,
      kind: "BOUNCE",
      chargedOn: context.today,
      amountPaise: charge.totalPaise,
      createdBy: context.actorId,
      createdAt: context.at,
    });
  return {
    returnCode: code,
    bounceCount: emi.bounceCount + 1,
    penalDuePaise: emi.penalDuePaise + (charge?.totalPaise ?? 0),
  };
}
