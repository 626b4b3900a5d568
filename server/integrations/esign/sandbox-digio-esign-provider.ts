import { createHash, randomBytes } from "node:crypto";
import { ESIGN_STATUSES } from "@domain/api/esign";
import { z } from "zod";
import type { Clock } from "@server/config/clock";
import type { DocumentStore } from "@server/integrations/storage/document-store";
import type { ProviderDocument, SandboxEsignProvider, SandboxSignOutcome } from "./esign-provider";
import { withSignaturePage } from "./sandbox-signature-page";

export const SANDBOX_ESIGN_PROVIDER = "digio-sandbox";

const DAY_MS = 86_400_000;
const PREFIX = "esign-sandbox";

const stateSchema = z.object({
  documentId: z.string(),
  fileName: z.string(),
  status: z.enum(ESIGN_STATUSES),
  expiresAt: z.string(),
  sha256: z.string(),
  signers: z.array(
    z.object({
      identifier: z.string(),
      name: z.string(),
      status: z.enum(["requested", "signed"]),
      signedAt: z.string().nullable(),
    }),
  ),
});
type SandboxState = z.infer<typeof stateSchema>;

/** `DID` + the UTC date and time + 10 random hex digits, like Digio's `DID2611231234567890ABCDEF`. */
const newDocumentId = (now: Date): string =>
  `DID${now.toISOString().replace(/\D/g, "").slice(2, 14)}${randomBytes(5).toString("hex").toUpperCase()}`;

/**
 * The embedded e-sign provider: a sandbox shaped like Digio's document API. It keeps each request, the PDF and
 * the signed PDF in the document store (DATA_DIR), so requests survive restarts. Each signer signs through
 * `signAs`; the last signature stamps a signature page listing every signer on the PDF.
 */
export function sandboxDigioEsignProvider(store: DocumentStore, clock: Clock): SandboxEsignProvider {
  // The document store's keys are lower-case.
  const stateKey = (id: string) => `${PREFIX}/${id.toLowerCase()}-state`;
  const pdfKey = (id: string) => `${PREFIX}/${id.toLowerCase()}-original`;
  const signedKey = (id: string) => `${PREFIX}/${id.toLowerCase()}-signed`;
  const save = (state: SandboxState) =>
    store.put(stateKey(state.documentId), Buffer.from(JSON.stringify(state)));

  async function load(documentId: string): Promise<SandboxState | null> {
    if (!/^DID[0-9A-F]{22}$/.test(documentId)) return null;
    const bytes = await store.get(stateKey(documentId));
    if (!bytes) return null;
    const state = stateSchema.parse(JSON.parse(bytes.toString("utf8")));
    if (state.status === "requested" && Date.parse(state.expiresAt) <= clock().getTime()) {
      const expired = { ...state, status: "expired" as const };
      await save(expired);
      return expired;
    }
    return state;
  }

  // One signature at a time per document: two signers signing together must both be kept.
  const queues = new Map<string, Promise<unknown>>();
  function oneAtATime<T>(documentId: string, work: () => Promise<T>): Promise<T> {
    const run = (queues.get(documentId) ?? Promise.resolve()).then(work, work);
    const settled = run.catch(() => undefined);
    queues.set(documentId, settled);
    void settled.then(() => {
      if (queues.get(documentId) === settled) queues.delete(documentId);
    });
    return run;
  }

  async function sign(documentId: string, identifier: string): Promise<SandboxSignOutcome | null> {
    const state = await load(documentId);
    if (!state) return null;
    if (state.status !== "requested") return { refusal: "closed", document: await answer(state) };
    const signer = state.signers.find((one) => one.identifier === identifier);
    if (!signer) return { refusal: "notASigner", document: await answer(state) };
    if (signer.status === "signed") return { refusal: "alreadySigned", document: await answer(state) };
    const signedAt = clock().toISOString();
    const signers = state.signers.map((one) =>
      one === signer ? { ...one, status: "signed" as const, signedAt } : one,
    );
    const everyone = signers.every((one) => one.status === "signed");
    if (everyone) {
      const original = await store.get(pdfKey(documentId));
      if (!original) return null;
      await store.put(
        signedKey(documentId),
        await withSignaturePage(original, documentId, state.sha256, signers),
      );
    }
    const next = { ...state, status: everyone ? ("signed" as const) : state.status, signers };
    await save(next);
    return { document: await answer(next) };
  }

  async function answer(state: SandboxState): Promise<ProviderDocument> {
    const signedPdf = state.status === "signed" ? await store.get(signedKey(state.documentId)) : null;
    return {
      documentId: state.documentId,
      status: state.status,
      signers: state.signers,
      expiresAt: state.expiresAt,
      signedPdf: signedPdf ? new Uint8Array(signedPdf) : null,
    };
  }

  return {
    name: SANDBOX_ESIGN_PROVIDER,
    sandbox: true,
    async createSigningRequest({ pdf, fileName, signers, expiresInDays }) {
      const now = clock();
      const documentId = newDocumentId(now);
      const expiresAt = new Date(now.getTime() + expiresInDays * DAY_MS);
      await store.put(pdfKey(documentId), pdf);
      await save({
        documentId,
        fileName,
        status: "requested",
        expiresAt: expiresAt.toISOString(),
        sha256: createHash("sha256").update(pdf).digest("hex"),
        signers: signers.map((signer) => ({ ...signer, status: "requested", signedAt: null })),
      });
      return { documentId, expiresAt };
    },
    async status(documentId) {
      const state = await load(documentId);
      return state ? answer(state) : null;
    },
    async cancel(documentId) {
      const state = await load(documentId);
      if (state?.status === "requested") await save({ ...state, status: "cancelled" });
    },
    signAs: (documentId, identifier) => oneAtATime(documentId, () => sign(documentId, identifier)),
  };
}
