import { usePathLabel } from "@src/layout/path-labels";
import { Alert, Skeleton } from "antd";
import { AnchorUserForm } from "./form";
import { useAnchorUser } from "./use-anchor-user";

/** `/admin/client-management/anchor-users/:id/edit`: the anchor user's form at the version read. */
export default function AnchorUserEditPage() {
  const { user, query } = useAnchorUser();
  usePathLabel("edit", user ? `Edit anchor user ${user.mobile}` : undefined);
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!user) return <Alert type="warning" showIcon message="Anchor user not found" />;
  return <AnchorUserForm anchorId={user.anchorId} record={user} />;
}
