import { PlusOutlined, ShopOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useNavigate } from "react-router";
import { useGrantableRoles } from "./use-grantable-roles";
import { USER_ROUTES } from "./user-routes";

/** Platform staff manage clients (the server's client managers); NBFC staff only read their lender's users. */
const CLIENT_MANAGER_TYPES = new Set(["SUPER_ADMIN", "ADMIN", "OPS"]);

/**
 * "New admin user" for whoever may give at least one role (a super admin or an admin), "Onboard merchant"
 * for platform staff.
 */
export function UserListActions() {
  const navigate = useNavigate();
  const { identity, roles } = useGrantableRoles();
  if (!identity || !CLIENT_MANAGER_TYPES.has(identity.userType)) return null;
  return (
    <>
      {roles.length > 0 ? (
        <Button icon={<PlusOutlined />} onClick={() => void navigate(USER_ROUTES.create)}>
          New admin user
        </Button>
      ) : null}
      <Button icon={<ShopOutlined />} onClick={() => void navigate(USER_ROUTES.onboard)}>
        Onboard merchant
      </Button>
    </>
  );
}
