import { usePathLabel } from "@src/layout/path-labels";
import { Alert } from "antd";
import { useSearchParams } from "react-router";
import { AnchorUserForm } from "./form";

/** `/admin/client-management/anchor-users/new?anchorId=…`: a new user of that anchor. */
export default function AnchorUserCreatePage() {
  usePathLabel("new", "New anchor user");
  const [params] = useSearchParams();
  const anchorId = params.get("anchorId") ?? "";
  if (!anchorId) return <Alert type="warning" showIcon message="Open this form from an anchor's Users tab" />;
  return <AnchorUserForm anchorId={anchorId} />;
}
