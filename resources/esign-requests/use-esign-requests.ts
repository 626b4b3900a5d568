import type { EsignRequest } from "@domain/api/esign";
import { type HttpError, useCustom } from "@refinedev/core";

/**
 * The e-sign requests the signed-in user may see (of one loan with `loanId`), newest first; read as a `loans`
 * operation so that a loan call (a signature, a sync) refreshes them.
 */
export function useEsignRequests(filters: { loanId?: string } = {}) {
  const { query, result } = useCustom<EsignRequest[], HttpError>({
    url: "",
    method: "get",
    config: { query: { ...filters, page: 1, pageSize: 50 } },
    meta: { resource: "loans", operation: "esignRequests" },
  });
  return { requests: query.data ? result.data : [], error: query.error, loading: query.isFetching };
}
