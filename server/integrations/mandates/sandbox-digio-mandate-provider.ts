import { randomBytes, randomInt } from "node:crypto";
import { MANDATE_KINDS, MANDATE_STAGES, type MandateKind, type MandateStage } from "@domain/api/mandates";
import { z } from "zod";
import type { Clock } from "@server/config/clock";
import type { DocumentStore } from "@server/integrations/storage/document-store";
import type { ProviderMandate, SandboxMandateProvider, SandboxOutcome } from "./mandate-provider";

export const SANDBOX_MANDATE_PROVIDER = "digio-sandbox";

const PREFIX = "mandate-sandbox";
const ID_PATTERN = /^ENA[0-9A-F]{22}$/;

const stateSchema = z.object({
  mandateId: z.string(),
  kind: z.enum(MANDATE_KINDS),
  stage: z.enum(MANDATE_STAGES),
  umrn: z.string().nullable(),
  maxAmountPaise: z.number().int(),
  accountNumber: z.string(),
  ifsc: z.string(),
  reason: z.string().nullable(),
});
type SandboxState = z.infer<typeof stateSchema>;

/** `ENA` + the UTC date and time + 10 random hex digits, like Digio's mandate ids. */
const newMandateId = (now: Date): string =>
  `ENA${now.toISOString().replace(/\D/g, "").slice(2, 14)}${randomBytes(5).toString("hex").toUpperCase()}`;

/** A 20-character UMRN as NPCI's look: the bank's IFSC letters, `7`, the date (yyMMdd) and 9 digits. */
const newUmrn = (ifsc: string, now: Date): string =>
  `${ifsc.slice(0, 4)}7${now.toISOString().slice(2, 10).replace(/-/g, "")}${String(randomInt(1e9)).padStart(9, "0")}`;

const PENDING: Record<MandateKind, MandateStage> = { ENACH: "partial", UPI_AUTOPAY: "CREATED" };
const OUTCOME: Record<MandateKind, Record<SandboxOutcome, MandateStage>> = {
  ENACH: { registered: "register_success", auth_fail: "auth_fail", register_failed: "register_failed" },
  UPI_AUTOPAY: { registered: "ACTIVE", auth_fail: "FAILURE", register_failed: "FAILURE" },
};
const CANCELLED: Record<MandateKind, MandateStage> = { ENACH: "cancelled", UPI_AUTOPAY: "REVOKED" };
const REASONS: Record<Exclude<SandboxOutcome, "registered">, string> = {
  auth_fail: "Sandbox: the borrower's authentication failed",
  register_failed: "Sandbox: the destination bank rejected the mandate (account details do not match)",
};

/**
 * The embedded mandate provider: a sandbox shaped like Digio's e-mandate API, with its state in the document
 * store (DATA_DIR) so mandates survive restarts. Nobody authenticates by themselves: `authenticate` plays the
 * borrower and the banks, and the UMRNs it assigns are sandbox ones.
 */
export function sandboxDigioMandateProvider(store: DocumentStore, clock: Clock): SandboxMandateProvider {
  const stateKey = (id: string) => `${PREFIX}/${id.toLowerCase()}-state`;
  const save = (state: SandboxState) =>
    store.put(stateKey(state.mandateId), Buffer.from(JSON.stringify(state)));
  async function load(mandateId: string): Promise<SandboxState | null> {
    if (!ID_PATTERN.test(mandateId)) return null;
    const bytes = await store.get(stateKey(mandateId));
    return bytes ? stateSchema.parse(JSON.parse(bytes.toString("utf8"))) : null;
  }
  const answer = (state: SandboxState): ProviderMandate => ({ ...state });

  return {
    name: SANDBOX_MANDATE_PROVIDER,
    sandbox: true,
    async createMandate(registration) {
      const mandateId = newMandateId(clock());
      await save({
        mandateId,
        kind: registration.kind,
        stage: PENDING[registration.kind],
        umrn: null,
        maxAmountPaise: registration.maxAmountPaise,
        accountNumber: registration.accountNumber,
        ifsc: registration.ifsc,
        reason: null,
      });
      return { mandateId, authUrl: `/user/mandates/sandbox/${mandateId}/authenticate` };
    },
    async status(mandateId) {
      const state = await load(mandateId);
      return state ? answer(state) : null;
    },
    async cancel(mandateId) {
      const state = await load(mandateId);
      if (state) await save({ ...state, stage: CANCELLED[state.kind] });
    },
    async authenticate(mandateId, outcome) {
      const state = await load(mandateId);
      if (!state) return null;
      if (state.stage !== PENDING[state.kind]) return answer(state);
      const next: SandboxState = {
        ...state,
        stage: OUTCOME[state.kind][outcome],
        umrn: outcome === "registered" ? newUmrn(state.ifsc, clock()) : null,
        reason: outcome === "registered" ? null : REASONS[outcome],
      };
      await save(next);
      return answer(next);
    },
  };
}
