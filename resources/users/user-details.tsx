import type { UserListItem } from "@domain/api/users";
import { DateText } from "@src/components/date-text";
import { StatusTag } from "@src/components/status-tag";
import { roleLabel, userTypeLabel } from "@src/components/user-type";
import type { ReactNode } from "react";
import styles from "./user-details.module.css";

const NONE = "—";

/** A user's record as label and value pairs; `full` adds the contact and account fields. */
export function userDetailItems(user: UserListItem, full: boolean): { label: string; value: ReactNode }[] {
  const items = [
    { label: "Name", value: user.name },
    { label: "Business name", value: user.businessName ?? NONE },
    { label: "User type", value: userTypeLabel(user.userType) },
    {
      label: "Onboarding status",
      value: user.onboardingStatus ? <StatusTag status={user.onboardingStatus} /> : NONE,
    },
    { label: "Anchor", value: user.anchorName ?? NONE },
    { label: "Lender", value: user.lenderName ?? NONE },
  ];
  if (!full) return items;
  return [
    ...items,
    { label: "Email", value: user.email },
    { label: "Mobile", value: user.mobile },
    { label: "Roles", value: user.roles.length ? user.roles.map(roleLabel).join(", ") : NONE },
    { label: "Member since", value: <DateText value={user.createdAt} /> },
  ];
}

export function UserDetails({ user, full }: { user: UserListItem; full: boolean }) {
  return (
    <dl className={styles.grid}>
      {userDetailItems(user, full).map((item) => (
        <div key={item.label} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
