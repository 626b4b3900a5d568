import { EditOutlined } from "@ant-design/icons";
import type { AnchorUserItem } from "@domain/api/anchor-users";
import { ONBOARDING_FLOW_LABELS } from "@domain/enums/builder";
import { anchorShowPath } from "@resources/anchors/anchor-routes";
import { userShowPath } from "@resources/users/user-routes";
import { DateText } from "@src/components/date-text";
import { Alert, Button, Descriptions, Skeleton } from "antd";
import { Link, useNavigate } from "react-router";
import { anchorUserEditPath } from "./anchor-user-routes";
import styles from "@src/components/record-show/record-show.module.css";
import { litres } from "./columns";
import { useAnchorUser } from "./use-anchor-user";

function AnchorUserDetails({ user }: { user: AnchorUserItem }) {
  return (
    <Descriptions
      bordered
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        {
          key: "anchor",
          label: "Anchor",
          children: <Link to={anchorShowPath(user.anchorId)}>{user.anchorName}</Link>,
        },
        { key: "mobile", label: "Mobile", children: user.mobile },
        { key: "externalId", label: "External Id", children: user.externalId ?? "—" },
        {
          key: "user",
          label: "User",
          children: user.userId ? <Link to={userShowPath(user.userId)}>Linked merchant user</Link> : "—",
        },
        { key: "collection", label: "Average monthly collection", children: litres(user.avgMonthCollection) },
        { key: "vintage", label: "Vintage", children: `${user.vintage} months` },
        { key: "flow", label: "Onboarding flow", children: ONBOARDING_FLOW_LABELS[user.onboardingFlow] },
        { key: "banks", label: "Bank accounts", children: user.bankIds.length },
        { key: "created", label: "Created", children: <DateText value={user.createdAt} /> },
        { key: "updated", label: "Updated", children: <DateText value={user.updatedAt} /> },
      ]}
    />
  );
}

/** `/admin/client-management/anchor-users/:id`: one anchor user, with Edit. */
export default function AnchorUserShowPage() {
  const { user, query } = useAnchorUser();
  const navigate = useNavigate();
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!user) return <Alert type="warning" showIcon message="Anchor user not found" />;
  return (
    <section className={styles.card} aria-label={`Anchor user ${user.mobile}`}>
      <div className={styles.toolbar}>
        <h2 className={styles.title}>
          {user.anchorName} · {user.mobile}
        </h2>
        <Button icon={<EditOutlined />} onClick={() => void navigate(anchorUserEditPath(user.id))}>
          Edit
        </Button>
      </div>
      <AnchorUserDetails user={user} />
    </section>
  );
}
