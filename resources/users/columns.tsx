import type { UserListItem } from "@domain/api/users";
import { ROUTES } from "@domain/routes";
import type { DataColumn } from "@src/components/data-table/data-table";
import { DateText } from "@src/components/date-text";
import { StatusTag } from "@src/components/status-tag";
import { roleLabel, userTypeLabel } from "@src/components/user-type";
import { Link } from "react-router";
import styles from "./users.module.css";

/** Where an admin opens a merchant's portal: the merchant dashboard with that merchant's id carried. */
export function merchantPortalLink(userId: string): string {
  return `${ROUTES.merchantDashboard}?userId=${encodeURIComponent(userId)}`;
}

const dash = <span className={styles.muted}>—</span>;

/** The client-management columns; `sortable` ones are the sort fields `GET /auth/users` accepts. */
export const USER_COLUMNS: DataColumn<UserListItem>[] = [
  {
    key: "name",
    title: "Name",
    width: 180,
    sortable: true,
    render: (user) =>
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
    sortable: true,
    render: (user) => <span title={user.email}>{user.email}</span>,
  },
  { key: "mobile", title: "Mobile", width: 120, render: (user) => user.mobile },
  {
    key: "userType",
    title: "Type",
    width: 110,
    sortable: true,
    render: (user) => userTypeLabel(user.userType),
  },
  {
    key: "roles",
    title: "Roles",
    width: 170,
    render: (user) => (user.roles.length === 0 ? dash : user.roles.map(roleLabel).join(", ")),
  },
  {
    key: "lender",
    title: "Lender",
    width: 170,
    render: (user) => (user.lenderName ? <span title={user.lenderName}>{user.lenderName}</span> : dash),
  },
  {
    key: "anchor",
    title: "Anchor",
    width: 170,
    render: (user) => (user.anchorName ? <span title={user.anchorName}>{user.anchorName}</span> : dash),
  },
  {
    key: "onboardingStatus",
    title: "Onboarding status",
    width: 180,
    render: (user) => (user.onboardingStatus ? <StatusTag status={user.onboardingStatus} /> : dash),
  },
  {
    key: "createdAt",
    title: "Created",
    width: 110,
    sortable: true,
    render: (user) => <DateText value={user.createdAt} />,
  },
];
