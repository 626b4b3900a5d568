import type { AnchorUserItem } from "@domain/api/anchor-users";
import { type HttpError, useOne } from "@refinedev/core";
import { usePathLabel } from "@src/layout/path-labels";
import { useParams } from "react-router";

/** The anchor user of the page's `:id`, naming the path segment by its mobile. */
export function useAnchorUser() {
  const { id = "" } = useParams();
  const { result, query } = useOne<AnchorUserItem, HttpError>({ resource: "anchor-users", id });
  usePathLabel(id, result ? `Anchor user ${result.mobile}` : undefined);
  return { id, user: result, query };
}
