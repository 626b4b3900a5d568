import type { AnchorItem } from "@domain/api/anchors";
import { DateText } from "@src/components/date-text";
import { amountColumn, type ListColumn } from "@src/components/list-table/list-column";
import { StatusTag } from "@src/components/status-tag";
import { Link } from "react-router";
import { anchorShowPath } from "./anchor-routes";
import { lendingTypeLabel } from "./anchor-labels";
import styles from "./anchors.module.css";

/**
 * The anchors list's columns; `sortable` ones are the sort fields `GET /user/admin/anchors` accepts. The PAN
 * (inside the GSTIN anyway) and the creation date are in the column chooser, so the default columns fit a
 * 1440 px screen.
 */
export const ANCHOR_COLUMNS: ListColumn<AnchorItem>[] = [
  {
    key: "name",
    title: "Name",
    width: 200,
    ellipsis: true,
    sortable: true,
    render: (_, anchor) => (
      <Link to={anchorShowPath(anchor.id)} title={anchor.name}>
        {anchor.name}
      </Link>
    ),
  },
  {
    key: "gstin",
    title: "GSTIN",
    width: 150,
    render: (_, anchor) => <span className={styles.gstin}>{anchor.gstin}</span>,
  },
  {
    key: "pan",
    title: "PAN",
    width: 120,
    defaultHidden: true,
    render: (_, anchor) => <span className={styles.gstin}>{anchor.pan}</span>,
  },
  {
    key: "programmeCount",
    title: "Programmes",
    width: 125,
    align: "right",
    sortable: true,
    render: (_, anchor) => anchor.programmeCount,
  },
  {
    key: "lendingType",
    title: "Lending type",
    width: 110,
    render: (_, anchor) => lendingTypeLabel(anchor.lendingType),
  },
  {
    key: "status",
    title: "Status",
    width: 90,
    render: (_, anchor) => <StatusTag status={anchor.status} />,
  },
  amountColumn({
    key: "programLimitPaise",
    title: "Limit",
    width: 125,
    paise: (anchor) => anchor.programLimitPaise,
  }),
  amountColumn({
    key: "limitUsedPaise",
    title: "Used",
    width: 115,
    paise: (anchor) => anchor.limitUsedPaise,
  }),
  amountColumn({
    key: "limitAvailablePaise",
    title: "Available",
    width: 125,
    paise: (anchor) => anchor.limitAvailablePaise,
  }),
  {
    key: "createdAt",
    title: "Created",
    width: 110,
    sortable: true,
    defaultHidden: true,
    render: (_, anchor) => <DateText value={anchor.createdAt} />,
  },
];
