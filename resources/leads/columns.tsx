import type { LeadItem } from "@domain/api/leads";
import { COMPANY_CATEGORY_LABELS } from "@domain/enums/business";
import { LEAD_SOURCE_LABELS } from "@domain/enums/leads";
import type { DataColumn } from "@src/components/data-table/data-table";
import { DateText } from "@src/components/date-text";
import { InrAmount } from "@src/components/inr-amount";
import { StatusTag } from "@src/components/status-tag";
import styles from "./leads.module.css";

const dash = <span className={styles.muted}>—</span>;

/**
 * The lead list's columns; `sortable` ones are the sort fields `GET /lead/all` accepts. The business name is a
 * button that opens the profile, so the keyboard reaches it as well as a row click does.
 */
export const leadColumns = (open: (lead: LeadItem) => void): DataColumn<LeadItem>[] => [
  {
    key: "businessName",
    title: "Business",
    width: 220,
    sortable: true,
    render: (lead) => (
      <button type="button" className={styles.linkButton} title={lead.companyGst} onClick={() => open(lead)}>
        {lead.businessName}
      </button>
    ),
  },
  {
    key: "stage",
    title: "Stage",
    width: 180,
    sortable: true,
    render: (lead) => <StatusTag status={lead.stage} />,
  },
  { key: "name", title: "Contact", width: 160, sortable: true, render: (lead) => lead.name },
  { key: "mobile", title: "Mobile", width: 120, render: (lead) => lead.mobile },
  {
    key: "category",
    title: "Category",
    width: 150,
    render: (lead) => COMPANY_CATEGORY_LABELS[lead.companyCategory],
  },
  { key: "city", title: "City", width: 110, render: (lead) => lead.city },
  {
    key: "capitalNeededPaise",
    title: "Capital needed",
    width: 170,
    align: "right",
    sortable: true,
    render: (lead) => <InrAmount paise={lead.capitalNeededPaise} />,
  },
  { key: "source", title: "Source", width: 140, render: (lead) => LEAD_SOURCE_LABELS[lead.source] },
  { key: "anchor", title: "Referred by", width: 190, render: (lead) => lead.anchorName ?? dash },
  {
    key: "createdAt",
    title: "Captured",
    width: 110,
    sortable: true,
    render: (lead) => <DateText value={lead.createdAt} />,
  },
];
