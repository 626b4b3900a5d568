import type { IfscDetails } from "@domain/api/ifsc";
import { validateIfsc } from "@domain/identifiers/ifsc";
import { type HttpError, useOne } from "@refinedev/core";

/**
 * The bank and branch an IFSC names (`GET /master/ifsc/:ifsc`), asked once the code is well formed; the
 * form shows them read-only, and the server looks them up again when it saves.
 */
export function useIfscLookup(ifsc: string | undefined) {
  const checked = validateIfsc(ifsc ?? "");
  const code = checked.valid ? checked.value : "";
  const { result, query } = useOne<IfscDetails, HttpError>({
    resource: "ifsc",
    id: code,
    queryOptions: { enabled: code !== "", retry: false, staleTime: Infinity },
    errorNotification: false,
  });
  const found = code !== "" && result?.ifsc === code ? result : undefined;
  return {
    bankName: found?.bankName ?? "",
    branchName: found?.branchName ?? "",
    looking: code !== "" && query.isFetching,
    /** Why the IFSC names no bank (unknown code); nothing while it is incomplete. */
    problem: code !== "" && query.error ? query.error.message : undefined,
  };
}
