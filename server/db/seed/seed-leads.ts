import type { LeadStage } from "@domain/enums/leads";
import { transitionFor } from "@domain/state-machines/machine";
import { LEAD_MACHINE } from "@domain/state-machines/lead";
import { recordLeadStageChange } from "@server/modules/lead/lead-audit";
import type { Database } from "../database";
import { leads } from "../schema/leads";
import { demoUserId } from "./demo-data";
import { DEMO_LEADS, leadCapturedAt, PATH_TO_STAGE } from "./demo-leads";

const HOUR_MS = 3_600_000;

/**
 * The demo leads with their history: a capture line, then one line per move (a day and a few hours apart,
 * by the admin or operations), so that each lead's version and updatedAt match its history.
 */
export async function seedDemoLeads(db: Database): Promise<void> {
  const movedAt = (n: number, step: number) => new Date(leadCapturedAt(n).getTime() + step * 27 * HOUR_MS);
  await db.transaction(async (tx) => {
    await tx.insert(leads).values(
      DEMO_LEADS.map((lead, n) => ({
        ...lead,
        version: 1 + PATH_TO_STAGE[lead.stage].length,
        createdAt: leadCapturedAt(n),
        updatedAt: movedAt(n, PATH_TO_STAGE[lead.stage].length),
      })),
    );
    for (const [n, lead] of DEMO_LEADS.entries()) {
      const capture = { actorId: null, leadId: lead.id, action: "capture", from: null, to: "NEW" } as const;
      await recordLeadStageChange(tx, { ...capture, at: leadCapturedAt(n) });
      let from: LeadStage = "NEW";
      for (const [step, action] of PATH_TO_STAGE[lead.stage].entries()) {
        const to: LeadStage = transitionFor(LEAD_MACHINE, from, action)!.to;
        await recordLeadStageChange(tx, {
          actorId: demoUserId(step % 2 === 0 ? "admin" : "ops"),
          leadId: lead.id,
          action,
          from,
          to,
          note: action === "drop" ? "Not interested at present" : null,
          at: movedAt(n, step + 1),
        });
        from = to;
      }
    }
  });
}
