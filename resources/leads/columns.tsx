import type { LeadItem } from "@domain/api/leads";
import { COMPANY_CATEGORY_LABELS } from "@domain/enums/business";
import { LEAD_SOURCE_LABELS } from "@domain/enums/leads";
import { DateText } from "@src/components/date-text";
import { amountColumn, type ListColumn } from "@src/components/list-table/list-column";
import { StatusTag } from "@src/components/status-tag";
import styles from "./leads.module.css";

const dash = <span className={styles.muted}>—</span>;

/**
 * The lead list's columns; `sortable` ones are the sort fields `GET /lead/all` accepts. The business name is a
 * button that opens the profile, so the keyboard reaches it as well as a row click does. The category, city
 * and source are in the column chooser, so the default columns fit a 1440 px screen.
 */
export const leadColumns = (open: (lead: LeadItem) => void): ListColumn<LeadItem>[] => [
  {
    key: "businessName",
    title: "Business",
    width: 200,
    ellipsis: true,
    sortable: true,
    render: (_, lead) => (
      <button type="button" className={styles.linkButton} title={lead.companyGst} onClick={() => open(lead)}>
        {lead.businessName}
      </button>
    ),
  },
  {
    key: "stage",
    title: "Stage",
    width: 150,
    sortable: true,
    render: (_, lead) => <StatusTag status={lead.stage} />,
  },
  {
    key: "name",
    title: "Contact",
    width: 150,
    ellipsis: true,
    sortable: true,
    render: (_, lead) => lead.name,
  },
  { key: "mobile", title: "Mobile", width: 115, render: (_, lead) => lead.mobile },
  {
    key: "category",
    title: "Category",
    width: 150,
    defaultHidden: true,
    render: (_, lead) => COMPANY_CATEGORY_LABELS[lead.companyCategory],
  },
  { key: "city", title: "City", width: 110, defaultHidden: true, render: (_, lead) => lead.city },
  amountColumn({
    key: "capitalNeededPaise",
    title: "Capital needed",
    width: 140,
    sortable: true,
    paise: (lead) => lead.capitalNeededPaise,
  }),
  {
    key: "source",
    title: "Source",
    width: 140,
    defaultHidden: true,
    render: (_, lead) => LEAD_SOURCE_LABELS[lead.source],
  },
  {
    key: "anchor",
    title: "Referred by",
    width: 180,
    ellipsis: true,
    render: (_, lead) => lead.anchorName ?? dash,
  },
  {
    key: "createdAt",
    title: "Captured",
    width: 110,
    sortable: true,
    render: (_, lead) => <DateText value={lead.createdAt} />,
  },
];
