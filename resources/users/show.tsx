import { EditOutlined } from "@ant-design/icons";
import type { UserDetail } from "@domain/api/users";
import { DateText } from "@src/components/date-text";
import { roleLabel, userTypeLabel } from "@src/components/user-type";
import { Alert, Button, Descriptions, Skeleton, Tag } from "antd";
import { useNavigate } from "react-router";
import styles from "@src/components/record-show/record-show.module.css";
import { useAdminUser } from "./use-admin-user";
import { userEditPath } from "./user-routes";

const NONE = "—";

/** One user's record as the admin user forms know it. */
function AdminUserDetails({ user }: { user: UserDetail }) {
  return (
    <Descriptions
      bordered
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: "name", label: "Full Name", children: user.name },
        { key: "email", label: "Email", children: user.email },
        { key: "mobile", label: "Mobile", children: user.mobile },
        { key: "type", label: "User type", children: userTypeLabel(user.userType) },
        {
          key: "roles",
          label: "Roles",
          children: user.roles.length
            ? user.roles.map((role) => <Tag key={role}>{roleLabel(role)}</Tag>)
            : NONE,
        },
        { key: "lender", label: "Lender", children: user.lenderName ?? NONE },
        { key: "created", label: "Created", children: <DateText value={user.createdAt} /> },
      ]}
    />
  );
}

/** `/admin/client-management/users/:id`: an admin user's details, with Edit. */
export default function AdminUserShowPage() {
  const { user, query } = useAdminUser();
  const navigate = useNavigate();
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!user) return <Alert type="warning" showIcon message="User not found" />;
  return (
    <section className={styles.card} aria-label={user.name}>
      <div className={styles.toolbar}>
        <h2 className={styles.title}>{user.name}</h2>
        {user.kind === "ADMIN" ? (
          <Button icon={<EditOutlined />} onClick={() => void navigate(userEditPath(user.id))}>
            Edit
          </Button>
        ) : null}
      </div>
      <AdminUserDetails user={user} />
    </section>
  );
}
