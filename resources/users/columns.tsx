import type { UserListItem } from "@domain/api/users";
import { ROUTES } from "@domain/routes";
import { DateText } from "@src/components/date-text";
import type { ListColumn } from "@src/components/list-table/list-column";
import { StatusTag } from "@src/components/status-tag";
import { roleLabel, userTypeLabel } from "@src/components/user-type";
import { Link } from "react-router";
import styles from "@src/components/text.module.css";

/** Where an admin opens a merchant's portal: the merchant dashboard with that merchant's id carried. */
export function merchantPortalLink(userId: string): string {
  return `${ROUTES.merchantDashboard}?userId=${encodeURIComponent(userId)}`;
}

const dash = <span className={styles.muted}>—</span>;

/**
 * The client-management columns; `sortable` ones are the sort fields `GET /auth/users` accepts. The lender
 * and the anchor are in the column chooser, so the default columns fit a 1440 px screen.
 */
export const USER_COLUMNS: ListColumn<UserListItem>[] = [
  {
    key: "name",
    title: "Name",
    width: 180,
    ellipsis: true,
    sortable: true,
    render: (_, user) =>
      user.kind === "MERCHANT" ? (
        <Link to={merchantPortalLink(user.id)} title={`Open ${user.name}'s portal`}>
          {user.name}
        </Link>
      ) : (
        user.name
      ),
  },
  {
    key: "email",
    title: "Email",
    width: 210,
    ellipsis: true,
    sortable: true,
    render: (_, user) => <span title={user.email}>{user.email}</span>,
  },
  { key: "mobile", title: "Mobile", width: 120, render: (_, user) => user.mobile },
  {
    key: "userType",
    title: "Type",
    width: 110,
    sortable: true,
    render: (_, user) => userTypeLabel(user.userType),
  },
  {
    key: "roles",
    title: "Roles",
    width: 170,
    ellipsis: true,
    render: (_, user) => (user.roles.length === 0 ? dash : user.roles.map(roleLabel).join(", ")),
  },
  {
    key: "lender",
    title: "Lender",
    width: 170,
    ellipsis: true,
    defaultHidden: true,
    render: (_, user) => (user.lenderName ? <span title={user.lenderName}>{user.lenderName}</span> : dash),
  },
  {
    key: "anchor",
    title: "Anchor",
    width: 170,
    ellipsis: true,
    defaultHidden: true,
    render: (_, user) => (user.anchorName ? <span title={user.anchorName}>{user.anchorName}</span> : dash),
  },
  {
    key: "onboardingStatus",
    title: "Onboarding status",
    width: 180,
    render: (_, user) => (user.onboardingStatus ? <StatusTag status={user.onboardingStatus} /> : dash),
  },
  {
    key: "createdAt",
    title: "Created",
    width: 110,
    sortable: true,
    render: (_, user) => <DateText value={user.createdAt} />,
  },
];
