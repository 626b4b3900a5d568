import type { UserDetail } from "@domain/api/users";
import { type HttpError, useOne } from "@refinedev/core";
import { usePathLabel } from "@src/layout/path-labels";
import { useParams } from "react-router";

/** The user of the page's `:id`, naming the path segment after it for the heading and breadcrumb. */
export function useAdminUser() {
  const { id = "" } = useParams();
  const { result, query } = useOne<UserDetail, HttpError>({ resource: "users", id });
  usePathLabel(id, result?.name);
  return { id, user: result, query };
}
