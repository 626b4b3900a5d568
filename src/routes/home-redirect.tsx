import { linkWithUserId } from "@domain/access/carried-user-id";
import { firstMenuPath } from "@domain/access/menu-rules";
import { Navigate } from "react-router";
import { useAccessList } from "../hooks/use-access-list";
import { AccessDeniedPage } from "./lazy-pages";
import { ProgressWhileMounted } from "./route-progress";

/** `/` goes to the first page of the effective user's menu. */
export default function HomeRedirect() {
  const { menu, userId, isLoading } = useAccessList();
  if (isLoading) return <ProgressWhileMounted />;
  const first = firstMenuPath(menu);
  if (!first) return <AccessDeniedPage />;
  return <Navigate to={linkWithUserId(first, userId)} replace />;
}
