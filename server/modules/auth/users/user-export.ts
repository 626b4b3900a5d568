import type { UserListItem } from "@domain/api/users";
import { humanize } from "@domain/enums/labels";
import { ONBOARDING_STATUS_LABELS } from "@domain/enums/statuses";
import { roleLabel, userTypeLabel } from "@domain/enums/user-labels";
import { indiaDate } from "@server/exports/csv-cells";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";

const ONBOARDING: Readonly<Record<string, string>> = ONBOARDING_STATUS_LABELS;

/** The client-management list's columns, as the screen labels and words them. */
export const USER_EXPORT_COLUMNS: CsvColumn<UserListItem>[] = [
  { header: ID_HEADER, value: (user) => user.id },
  { header: "Name", value: (user) => user.name },
  { header: "Email", value: (user) => user.email },
  { header: "Mobile", value: (user) => user.mobile },
  { header: "Type", value: (user) => userTypeLabel(user.userType) },
  { header: "Roles", value: (user) => user.roles.map(roleLabel).join(", ") },
  { header: "Lender", value: (user) => user.lenderName },
  { header: "Anchor", value: (user) => user.anchorName },
  {
    header: "Onboarding status",
    value: (user) =>
      user.onboardingStatus ? (ONBOARDING[user.onboardingStatus] ?? humanize(user.onboardingStatus)) : null,
  },
  { header: "Created", value: (user) => indiaDate(new Date(user.createdAt)) },
];
