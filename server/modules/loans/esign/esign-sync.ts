import type { FastifyInstance } from "fastify";
import { ESIGN_REQUEST_NOT_FOUND, type EsignRequest, type EsignSyncRequest } from "@domain/api/esign";
import type { TenancyScope } from "@server/auth/tenancy";
import { conflict, notFound } from "@server/http/errors";
import { applyProviderStatus } from "./esign-apply";
import { esignRequestByDigioId } from "./esign-records";

/**
 * The spec's e-sign sync: the request `digioId` names (within the caller's tenancy, and of `documentType`)
 * takes the provider's status now.
 */
export async function syncEsign(
  app: FastifyInstance,
  scope: TenancyScope,
  values: EsignSyncRequest,
): Promise<EsignRequest> {
  const found = await esignRequestByDigioId(app.db, app.esign.name, values.digioId, scope);
  if (!found) throw notFound(ESIGN_REQUEST_NOT_FOUND);
  if (found.request.documentType !== values.documentType)
    throw conflict(
      `${values.digioId} is a ${found.request.documentType} request, not ${values.documentType}`,
    );
  return applyProviderStatus(app, found.request, found.loanNumber);
}
