import { type EmiItem, emiTitle } from "@domain/api/emis";
import { NACH_RETURN_CODE_LABELS, type NachReturnCode } from "@domain/collections/nach-return-codes";
import { EMI_STATUS_LABELS, EMI_STATUSES } from "@domain/enums/statuses";
import { DateText } from "@src/components/date-text";
import { amountColumn, type ListColumn } from "@src/components/list-table/list-column";
import { StatusTag } from "@src/components/status-tag";
import { ChoiceFilter } from "@resources/invoices/column-filters";
import { Link } from "react-router";
import { presentationLabel } from "./emi-labels";
import { emiShowPath } from "./emi-routes";
import styles from "./emis.module.css";
import type { EmiFilters } from "./use-emi-table";

type Column = ListColumn<EmiItem>;

const STATUS_OPTIONS = EMI_STATUSES.map((value) => ({ value, label: EMI_STATUS_LABELS[value] }));
const asList = (value: unknown) => (Array.isArray(value) ? value.map(String) : undefined);
const dash = "—";

const returnCodeText = (code: string | null) =>
  code ? (NACH_RETURN_CODE_LABELS[code as NachReturnCode] ?? code) : dash;

/**
 * The EMI list's columns: the tranche and instalment first (it sticks and links to the EMI), then the borrower,
 * due date, DPD, amounts and status; lender, anchor, programme, presentation and the paid amount are in the chooser.
 */
export function emiColumns(filters: EmiFilters): Column[] {
  const statuses = asList(filters.get("status"));
  return [
    {
      key: "trancheRef",
      title: "EMI",
      width: 205,
      sortable: true,
      render: (_, emi) => <Link to={emiShowPath(emi.id)}>{emiTitle(emi)}</Link>,
    },
    {
      key: "borrowerName",
      title: "Borrower",
      width: 170,
      ellipsis: true,
      sortable: true,
      render: (_, emi) => emi.borrowerName,
    },
    {
      key: "dueDate",
      title: "Due date",
      width: 110,
      sortable: true,
      render: (_, emi) => <DateText value={emi.dueDate} />,
    },
    {
      key: "dpd",
      title: "DPD",
      width: 70,
      align: "right",
      render: (_, emi) => (emi.dpd > 0 ? <span className={styles.overdue}>{emi.dpd}</span> : 0),
    },
    amountColumn({
      key: "emiPaise",
      title: "Due",
      width: 115,
      paise: (emi) => emi.principalDuePaise + emi.interestDuePaise + emi.penalDuePaise,
    }),
    amountColumn({
      key: "outstandingPaise",
      title: "Outstanding",
      width: 125,
      paise: (emi) => emi.outstandingPaise,
    }),
    {
      key: "status",
      title: "Status",
      width: 165,
      sortable: true,
      filtered: Boolean(statuses?.length),
      filterDropdown: ({ close }) => (
        <ChoiceFilter
          label="Status"
          options={STATUS_OPTIONS}
          value={statuses}
          close={close}
          onChange={(value) => filters.set({ status: value })}
        />
      ),
      render: (_, emi) => <StatusTag status={emi.status} label={EMI_STATUS_LABELS[emi.status]} />,
    },
    {
      key: "returnCode",
      title: "Return code",
      width: 145,
      ellipsis: true,
      render: (_, emi) => returnCodeText(emi.returnCode),
    },
    {
      key: "bounceCount",
      title: "Bounces",
      width: 90,
      align: "right",
      defaultHidden: true,
      render: (_, emi) => emi.bounceCount,
    },
    {
      key: "lenderName",
      title: "Lender",
      width: 150,
      ellipsis: true,
      defaultHidden: true,
      render: (_, emi) => emi.lenderName,
    },
    {
      key: "anchorName",
      title: "Anchor",
      width: 150,
      ellipsis: true,
      defaultHidden: true,
      render: (_, emi) => emi.anchorName ?? dash,
    },
    {
      key: "programmeName",
      title: "Programme",
      width: 160,
      ellipsis: true,
      defaultHidden: true,
      render: (_, emi) => emi.programmeName ?? dash,
    },
    {
      key: "presentation",
      title: "Presentation",
      width: 120,
      defaultHidden: true,
      render: (_, emi) => presentationLabel(emi),
    },
    {
      key: "presentedOn",
      title: "Presented on",
      width: 120,
      defaultHidden: true,
      render: (_, emi) => (emi.presentedOn ? <DateText value={emi.presentedOn} /> : dash),
    },
    amountColumn({
      key: "paidPaise",
      title: "Paid",
      width: 115,
      defaultHidden: true,
      paise: (emi) => emi.principalPaidPaise + emi.interestPaidPaise + emi.penalPaidPaise,
    }),
  ];
}
