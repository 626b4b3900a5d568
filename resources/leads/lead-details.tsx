import type { LeadProfile } from "@domain/api/leads";
import {
  COMPANY_AGE_BAND_LABELS,
  COMPANY_CATEGORY_LABELS,
  TURNOVER_BAND_LABELS,
} from "@domain/enums/business";
import { LEAD_SOURCE_LABELS } from "@domain/enums/leads";
import { DateText } from "@src/components/date-text";
import { InrAmount } from "@src/components/inr-amount";
import { StatusTag } from "@src/components/status-tag";
import { Descriptions } from "antd";

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "—" : value;

/** The lead's contact, business form details, referral and sign-up, as label–value pairs. */
export function LeadDetails({ lead }: { lead: LeadProfile }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: "name", label: "Contact", children: lead.name },
        { key: "mobile", label: "Mobile", children: lead.mobile },
        { key: "email", label: "E-mail", children: orDash(lead.email) },
        { key: "gst", label: "GSTIN", children: lead.companyGst },
        { key: "pan", label: "PAN", children: lead.companyPan },
        { key: "category", label: "Category", children: COMPANY_CATEGORY_LABELS[lead.companyCategory] },
        { key: "type", label: "Company type", children: orDash(lead.companyType) },
        {
          key: "age",
          label: "Company age",
          children: lead.companyAge ? COMPANY_AGE_BAND_LABELS[lead.companyAge] : "—",
        },
        {
          key: "turnover",
          label: "Turnover",
          children: lead.turnover ? TURNOVER_BAND_LABELS[lead.turnover] : "—",
        },
        { key: "employees", label: "Employees", children: orDash(lead.noOfEmployees) },
        {
          key: "incorporated",
          label: "Incorporated",
          children: <DateText value={lead.dateOfIncorporation} />,
        },
        {
          key: "address",
          label: "Address",
          children: `${lead.businessAddress}, ${lead.city}, ${lead.state} ${lead.pincode}`,
        },
        { key: "capital", label: "Capital needed", children: <InrAmount paise={lead.capitalNeededPaise} /> },
        { key: "source", label: "Source", children: LEAD_SOURCE_LABELS[lead.source] },
        { key: "anchor", label: "Referred by", children: orDash(lead.anchorName) },
        {
          key: "programme",
          label: "Programme",
          children: lead.programmeName ? `${lead.programmeName} (${lead.lenderName ?? "—"})` : "—",
        },
        {
          key: "merchant",
          label: "Signed up as",
          children: lead.merchant ? (
            <>
              {lead.merchant.name} <StatusTag status={lead.merchant.onboardingStatus} />
            </>
          ) : (
            "Not signed up yet"
          ),
        },
        { key: "captured", label: "Captured", children: <DateText value={lead.createdAt} /> },
      ]}
    />
  );
}
