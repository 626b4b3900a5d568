import { isClientManager } from "@domain/access/client-managers";
import { PlusOutlined, ShopOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useNavigate } from "react-router";
import { useGrantableRoles } from "./use-grantable-roles";
import { USER_ROUTES } from "./user-routes";

/**
 * "New admin user" for whoever may give at least one role (a super admin or an admin), "Onboard merchant"
 * for platform staff.
 */
export function UserListActions() {
  const navigate = useNavigate();
  const { identity, roles } = useGrantableRoles();
  if (!isClientManager(identity)) return null;
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
