import type { LoanItem } from "@domain/api/loans";
import { LOAN_STATUS_LABELS, LOAN_STATUSES } from "@domain/enums/statuses";
import { DateText } from "@src/components/date-text";
import { amountColumn, type ListColumn } from "@src/components/list-table/list-column";
import { StatusTag } from "@src/components/status-tag";
import { AmountRangeFilter, ChoiceFilter } from "@resources/invoices/column-filters";
import { Link } from "react-router";
import { loanShowPath } from "./loan-routes";
import { percentText } from "./percent-text";
import type { LoanFilters } from "./use-loan-table";

type Column = ListColumn<LoanItem>;

const STATUS_OPTIONS = LOAN_STATUSES.map((value) => ({ value, label: LOAN_STATUS_LABELS[value] }));

const asList = (value: unknown) => (Array.isArray(value) ? value.map(String) : undefined);
const asNumber = (value: unknown) => {
  const number =
    typeof value === "number" ? value : typeof value === "string" && value !== "" ? Number(value) : NaN;
  return Number.isFinite(number) ? number : undefined;
};
const dash = "—";

/**
 * The loan list's columns: the loan number first (it sticks and links to the loan), the default ones fitting
 * a 1440 px screen with the menu open; the RM, the programme and the net disbursed amount are in the chooser.
 * The status and amount filters read and write the URL's filters.
 */
export function loanColumns(filters: LoanFilters): Column[] {
  const statuses = asList(filters.get("status"));
  const amount: [number | undefined, number | undefined] = [
    asNumber(filters.get("amountMin")),
    asNumber(filters.get("amountMax")),
  ];
  return [
    {
      key: "loanNumber",
      title: "Loan number",
      width: 120,
      sortable: true,
      render: (_, loan) => <Link to={loanShowPath(loan.id)}>{loan.loanNumber}</Link>,
    },
    {
      key: "borrowerName",
      title: "Borrower",
      width: 145,
      ellipsis: true,
      sortable: true,
      render: (_, loan) => loan.borrowerName,
    },
    {
      key: "anchorName",
      title: "Anchor",
      width: 120,
      ellipsis: true,
      render: (_, loan) => loan.anchorName ?? dash,
    },
    {
      key: "lenderName",
      title: "Lender",
      width: 120,
      ellipsis: true,
      render: (_, loan) => loan.lenderName,
    },
    amountColumn({
      key: "loanAmountPaise",
      title: "Amount",
      width: 120,
      sortable: true,
      filtered: amount[0] !== undefined || amount[1] !== undefined,
      filterDropdown: ({ close }) => (
        <AmountRangeFilter
          label="Amount"
          value={amount}
          close={close}
          onChange={([from, to]) => filters.set({ amountMin: from, amountMax: to })}
        />
      ),
      paise: (loan) => loan.loanAmountPaise,
    }),
    {
      key: "aprPercent",
      title: "APR",
      width: 80,
      align: "right",
      sortable: true,
      render: (_, loan) => percentText(loan.aprPercent),
    },
    amountColumn({ key: "emiPaise", title: "EMI", width: 110, paise: (loan) => loan.emiPaise }),
    {
      key: "tenureMonths",
      title: "Tenure",
      width: 90,
      align: "right",
      defaultHidden: true,
      render: (_, loan) => `${loan.tenureMonths} months`,
    },
    {
      key: "status",
      title: "Status",
      width: 190,
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
      render: (_, loan) => <StatusTag status={loan.status} label={LOAN_STATUS_LABELS[loan.status]} />,
    },
    {
      key: "rmName",
      title: "RM",
      width: 140,
      ellipsis: true,
      defaultHidden: true,
      render: (_, loan) => loan.rmName ?? dash,
    },
    {
      key: "programmeName",
      title: "Programme",
      width: 160,
      ellipsis: true,
      defaultHidden: true,
      render: (_, loan) => loan.programmeName ?? dash,
    },
    amountColumn({
      key: "netDisbursedPaise",
      title: "Net disbursed",
      width: 125,
      defaultHidden: true,
      paise: (loan) => loan.netDisbursedPaise,
    }),
    {
      key: "createdAt",
      title: "Created",
      width: 105,
      sortable: true,
      render: (_, loan) => <DateText value={loan.createdAt} />,
    },
  ];
}
