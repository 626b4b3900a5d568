import type { AnchorUserItem } from "@domain/api/anchor-users";
import { ONBOARDING_FLOW_LABELS } from "@domain/enums/builder";
import { DateText } from "@src/components/date-text";
import type { ListColumn } from "@src/components/list-table/list-column";
import { Link } from "react-router";
import { anchorUserShowPath } from "./anchor-user-routes";

/** Litres in the Indian locale, at most 2 decimals (spec section 9). */
export const litres = (value: number) =>
  `${value.toLocaleString("en-IN", { maximumFractionDigits: 2 })} litres`;

/** The anchor users' columns; `sortable` ones are the sort fields the API accepts. */
export const ANCHOR_USER_COLUMNS: ListColumn<AnchorUserItem>[] = [
  {
    key: "mobile",
    title: "Mobile",
    width: 130,
    sortable: true,
    render: (_, user) => <Link to={anchorUserShowPath(user.id)}>{user.mobile}</Link>,
  },
  {
    key: "externalId",
    title: "External Id",
    width: 140,
    ellipsis: true,
    sortable: true,
    render: (_, user) => user.externalId ?? "—",
  },
  {
    key: "avgMonthCollection",
    title: "Avg. monthly collection",
    width: 190,
    render: (_, user) => litres(user.avgMonthCollection),
  },
  { key: "vintage", title: "Vintage", width: 110, render: (_, user) => `${user.vintage} months` },
  {
    key: "onboardingFlow",
    title: "Onboarding flow",
    width: 150,
    render: (_, user) => ONBOARDING_FLOW_LABELS[user.onboardingFlow],
  },
  { key: "bankIds", title: "Bank accounts", width: 130, render: (_, user) => user.bankIds.length },
  {
    key: "createdAt",
    title: "Created",
    width: 110,
    sortable: true,
    render: (_, user) => <DateText value={user.createdAt} />,
  },
];
