import { type LeadCount, leadCountSchema } from "@domain/api/leads";
import { type CrudFilter, type HttpError, useCustom } from "@refinedev/core";
import { useMemo } from "react";

/** Every stage's count for the list's filters (the stage aside), from `GET /lead/count`. */
export function useLeadCounts(filters: CrudFilter[]): LeadCount | undefined {
  const shared = filters.filter((filter) => "field" in filter && filter.field !== "stage");
  const { result } = useCustom<LeadCount, HttpError>({
    url: "",
    method: "get",
    config: { filters: shared },
    meta: { resource: "leads", operation: "count" },
  });
  // Refine hands an empty object while loading; only a complete answer counts.
  const data = result?.data;
  return useMemo(() => {
    const parsed = leadCountSchema.safeParse(data);
    return parsed.success ? parsed.data : undefined;
  }, [data]);
}
