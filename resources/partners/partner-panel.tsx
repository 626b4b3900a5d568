import type { PartnerItem } from "@domain/api/partners";
import { CounterpartyPanel } from "@src/components/counterparty/counterparty-panel";
import { textColumn } from "@src/components/counterparty/counterparty-table";
import type { ListColumn } from "@src/components/list-table/list-column";
import { PartnerCreateForm } from "./form";

const COLUMNS: ListColumn<PartnerItem>[] = [
  textColumn("Name", "name", 200),
  textColumn("GSTIN", "gstin", 170),
  textColumn("Phone", "mobile", 120),
  textColumn("Email", "email", 240),
  { ...textColumn("TDS", "tdsPercent", 80), render: (percent: number) => `${percent}%` },
];

const nameOf = (partner: PartnerItem) => partner.name;

/** The anchor's partner create tab: the form, and under it the anchor's partners to search and edit. */
export function PartnerPanel() {
  return (
    <CounterpartyPanel<PartnerItem>
      noun="partner"
      resource="partners"
      label="Partners"
      searchPlaceholder="Partner name or GSTIN"
      columns={COLUMNS}
      nameOf={nameOf}
      form={(slot) => <PartnerCreateForm {...slot} />}
    />
  );
}
