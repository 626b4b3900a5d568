import { MANDATE_KIND_LABELS, type MandateItem } from "@domain/api/mandates";
import { REPAYMENT_FREQUENCY_LABELS } from "@domain/enums/finance";
import { MANDATE_STATUS_LABELS, MANDATE_STATUSES } from "@domain/enums/statuses";
import { ChoiceFilter } from "@resources/invoices/column-filters";
import { DateText } from "@src/components/date-text";
import { amountColumn, type ListColumn } from "@src/components/list-table/list-column";
import { StatusTag } from "@src/components/status-tag";
import { Link } from "react-router";
import { mandateShowPath } from "./mandate-routes";
import type { MandateFilters } from "./use-mandate-table";

type Column = ListColumn<MandateItem>;

const STATUS_OPTIONS = MANDATE_STATUSES.map((value) => ({ value, label: MANDATE_STATUS_LABELS[value] }));
const asList = (value: unknown) => (Array.isArray(value) ? value.map(String) : undefined);
const dash = "—";

/**
 * The mandate list's columns: the loan first (it sticks and links to the mandate), then the borrower, type,
 * status, UMRN, maximum and start; the provider's id and stage, account, lender and anchor are in the chooser.
 */
export function mandateColumns(filters: MandateFilters): Column[] {
  const statuses = asList(filters.get("status"));
  return [
    {
      key: "loanNumber",
      title: "Loan",
      width: 120,
      render: (_, mandate) => <Link to={mandateShowPath(mandate.id)}>{mandate.loanNumber}</Link>,
    },
    {
      key: "borrowerName",
      title: "Borrower",
      width: 170,
      ellipsis: true,
      sortable: true,
      render: (_, mandate) => mandate.borrowerName,
    },
    { key: "kind", title: "Type", width: 120, render: (_, mandate) => MANDATE_KIND_LABELS[mandate.kind] },
    {
      key: "status",
      title: "Status",
      width: 170,
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
      render: (_, mandate) => (
        <StatusTag status={mandate.status} label={MANDATE_STATUS_LABELS[mandate.status]} />
      ),
    },
    { key: "umrn", title: "UMRN", width: 180, render: (_, mandate) => mandate.umrn ?? dash },
    amountColumn({
      key: "maxAmountPaise",
      title: "Maximum",
      width: 130,
      sortable: true,
      paise: (mandate) => mandate.maxAmountPaise,
    }),
    {
      key: "startDate",
      title: "Start",
      width: 110,
      sortable: true,
      render: (_, mandate) => <DateText value={mandate.startDate} />,
    },
    {
      key: "frequency",
      title: "Frequency",
      width: 110,
      defaultHidden: true,
      render: (_, mandate) => REPAYMENT_FREQUENCY_LABELS[mandate.frequency],
    },
    { key: "stage", title: "Stage", width: 150, defaultHidden: true, render: (_, mandate) => mandate.stage },
    {
      key: "providerMandateId",
      title: "Provider id",
      width: 230,
      defaultHidden: true,
      render: (_, mandate) => mandate.providerMandateId,
    },
    {
      key: "accountNumberMasked",
      title: "Account",
      width: 150,
      defaultHidden: true,
      render: (_, mandate) => `${mandate.accountNumberMasked} · ${mandate.ifsc}`,
    },
    {
      key: "lenderName",
      title: "Lender",
      width: 150,
      ellipsis: true,
      defaultHidden: true,
      render: (_, mandate) => mandate.lenderName,
    },
    {
      key: "anchorName",
      title: "Anchor",
      width: 150,
      ellipsis: true,
      defaultHidden: true,
      render: (_, mandate) => mandate.anchorName ?? dash,
    },
    {
      key: "createdAt",
      title: "Created",
      width: 110,
      sortable: true,
      render: (_, mandate) => <DateText value={mandate.createdAt} />,
    },
  ];
}
