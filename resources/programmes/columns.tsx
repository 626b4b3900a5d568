import type { ProgrammeItem } from "@domain/api/programmes";
import { DateText } from "@src/components/date-text";
import { StatusTag } from "@src/components/status-tag";
import { amountColumn, type ListColumn } from "@src/components/list-table/list-column";
import { userTypeLabel } from "@src/components/user-type";
import { Link } from "react-router";
import { anchorShowPath } from "@resources/anchors/anchor-routes";
import { productLabel } from "./programme-labels";
import { programmeShowPath } from "./programme-routes";

/**
 * The programmes list's columns; `sortable` ones are the sort fields `GET /master/program/config` accepts.
 * The user type, the lender and the creation date are in the column chooser, so the default columns fit a 1440 px screen.
 */
export const PROGRAMME_COLUMNS: ListColumn<ProgrammeItem>[] = [
  {
    key: "name",
    title: "Programme",
    width: 180,
    ellipsis: true,
    sortable: true,
    render: (_, programme) => (
      <Link to={programmeShowPath(programme.id)} title={programme.name}>
        {programme.name}
      </Link>
    ),
  },
  {
    key: "anchor",
    title: "Anchor",
    width: 170,
    ellipsis: true,
    render: (_, programme) => (
      <Link to={anchorShowPath(programme.anchorId)} title={programme.anchorName}>
        {programme.anchorName}
      </Link>
    ),
  },
  {
    key: "status",
    title: "Status",
    width: 105,
    render: (_, programme) => <StatusTag status={programme.status} />,
  },
  { key: "product", title: "Product", width: 140, render: (_, programme) => productLabel(programme.product) },
  {
    key: "userType",
    title: "User type",
    width: 95,
    defaultHidden: true,
    render: (_, programme) => userTypeLabel(programme.userType),
  },
  amountColumn({
    key: "programLimitPaise",
    title: "Limit",
    width: 130,
    sortable: true,
    paise: (programme) => programme.programLimitPaise,
  }),
  amountColumn({
    key: "limitUsedPaise",
    title: "Used",
    width: 115,
    paise: (programme) => programme.limitUsedPaise,
  }),
  amountColumn({
    key: "limitAvailablePaise",
    title: "Available",
    width: 125,
    paise: (programme) => programme.limitAvailablePaise,
  }),
  {
    key: "liabilityInterestDays",
    title: "Liability days",
    width: 105,
    align: "right",
    render: (_, programme) => programme.liabilityInterestDays,
  },
  {
    key: "lender",
    title: "Lender",
    width: 180,
    ellipsis: true,
    defaultHidden: true,
    render: (_, programme) => programme.lenderName,
  },
  {
    key: "createdAt",
    title: "Created",
    width: 110,
    sortable: true,
    defaultHidden: true,
    render: (_, programme) => <DateText value={programme.createdAt} />,
  },
];

/** What the anchor's Programmes tab changes of the list's columns: the name has the anchor's room. */
const ANCHOR_TAB_CHANGES: Record<string, Partial<ListColumn<ProgrammeItem>>> = {
  name: { width: 230 },
  lender: { defaultHidden: false },
};

/** An anchor's Programmes tab: the list's columns but the anchor (the page's own), with the lender in view. */
export const ANCHOR_PROGRAMME_COLUMNS: ListColumn<ProgrammeItem>[] = PROGRAMME_COLUMNS.filter(
  (column) => column.key !== "anchor",
).map((column) => ({ ...column, ...ANCHOR_TAB_CHANGES[column.key] }));
