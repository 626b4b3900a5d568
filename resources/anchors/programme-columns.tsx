import type { ProgrammeItem } from "@domain/api/programmes";
import { INVOICE_TYPE_LABELS, type InvoiceType } from "@domain/enums/finance";
import { amountColumn, type ListColumn } from "@src/components/list-table/list-column";
import { programmeShowPath } from "@resources/programmes/programme-routes";
import { Link } from "react-router";

const productLabel = (product: string) =>
  Object.hasOwn(INVOICE_TYPE_LABELS, product) ? INVOICE_TYPE_LABELS[product as InvoiceType] : product;

/** The anchor's programmes, as its Programmes tab lists them; a name opens the programme. */
export const ANCHOR_PROGRAMME_COLUMNS: ListColumn<ProgrammeItem>[] = [
  {
    key: "name",
    title: "Programme",
    width: 230,
    ellipsis: true,
    sortable: true,
    render: (_, programme) => (
      <Link to={programmeShowPath(programme.id)} title={programme.name}>
        {programme.name}
      </Link>
    ),
  },
  { key: "product", title: "Product", width: 160, render: (_, programme) => productLabel(programme.product) },
  {
    key: "lenderName",
    title: "Lender",
    width: 200,
    ellipsis: true,
    render: (_, programme) => programme.lenderName,
  },
  amountColumn({
    key: "programLimitPaise",
    title: "Limit",
    width: 150,
    sortable: true,
    paise: (programme) => programme.programLimitPaise,
  }),
  amountColumn({
    key: "limitUsedPaise",
    title: "Used",
    width: 140,
    paise: (programme) => programme.limitUsedPaise,
  }),
  amountColumn({
    key: "limitAvailablePaise",
    title: "Available",
    width: 150,
    paise: (programme) => programme.limitAvailablePaise,
  }),
  {
    key: "liabilityInterestDays",
    title: "Liability days",
    width: 120,
    align: "right",
    render: (_, programme) => programme.liabilityInterestDays,
  },
];
