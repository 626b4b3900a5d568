import type { ProgrammeDetail } from "@domain/api/programmes";
import { type HttpError, useOne } from "@refinedev/core";
import { usePathLabel } from "@src/layout/path-labels";
import { programmeTitle } from "./programme-labels";

/** The programme of an `:id` route; while it is shown, the id in the path reads as the programme's name. */
export function useProgrammeRecord(id: string) {
  const one = useOne<ProgrammeDetail, HttpError>({
    resource: "programmes",
    id,
    queryOptions: { enabled: id !== "" },
  });
  usePathLabel(id, one.result ? programmeTitle(one.result) : undefined);
  return one;
}
