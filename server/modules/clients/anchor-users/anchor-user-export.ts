import type { AnchorUserItem } from "@domain/api/anchor-users";
import { ONBOARDING_FLOW_LABELS } from "@domain/enums/builder";
import { indiaDate } from "@server/exports/csv-cells";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";

/**
 * The anchor-user list's columns, as its answer words them. The linked platform user and its bank accounts
 * are the merchant's records, not the anchor's: the file says whether the person has signed up and how many
 * accounts are linked, never their ids.
 */
export const ANCHOR_USER_EXPORT_COLUMNS: CsvColumn<AnchorUserItem>[] = [
  { header: ID_HEADER, value: (user) => user.id },
  { header: "Anchor", value: (user) => user.anchorName },
  { header: "External ID", value: (user) => user.externalId },
  { header: "Mobile", value: (user) => user.mobile },
  { header: "Signed up", value: (user) => (user.userId ? "Yes" : "No") },
  { header: "Avg. monthly collection (litres)", value: (user) => user.avgMonthCollection.toFixed(2) },
  { header: "Vintage (months)", value: (user) => user.vintage },
  { header: "Onboarding flow", value: (user) => ONBOARDING_FLOW_LABELS[user.onboardingFlow] },
  { header: "Bank accounts", value: (user) => user.bankIds.length },
  { header: "Created", value: (user) => indiaDate(new Date(user.createdAt)) },
];
