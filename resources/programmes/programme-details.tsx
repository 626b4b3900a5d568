import type { ProgrammeDetail } from "@domain/api/programmes";
import { DateText } from "@src/components/date-text";
import { StatusTag } from "@src/components/status-tag";
import { userTypeLabel } from "@src/components/user-type";
import { Descriptions, type DescriptionsProps } from "antd";
import { Link } from "react-router";
import { anchorShowPath } from "@resources/anchors/anchor-routes";
import { ColourSwatch } from "@resources/anchors/colour-swatch";
import { PROGRAMME_STATUS_NOTES, productLabel } from "./programme-labels";
import styles from "./programme-show.module.css";
import textStyles from "@src/components/text.module.css";

/** Two label-value pairs a row on wide screens, one on phones and tablets. */
const DESCRIPTION_COLUMNS = { xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 2 };

const none = <span className={textStyles.muted}>—</span>;
const list = (values: readonly string[]) => (values.length > 0 ? values.join(", ") : none);
const yesNo = (value: boolean) => (value ? "Yes" : "No");

function items(programme: ProgrammeDetail): DescriptionsProps["items"] {
  return [
    {
      key: "status",
      label: "Status",
      span: "filled",
      children: (
        <span className={styles.status}>
          <StatusTag status={programme.status} />
          <span className={textStyles.muted}>{PROGRAMME_STATUS_NOTES[programme.status]}</span>
        </span>
      ),
    },
    {
      key: "anchor",
      label: "Anchor",
      children: <Link to={anchorShowPath(programme.anchorId)}>{programme.anchorName}</Link>,
    },
    { key: "lender", label: "Lender", children: programme.lenderName },
    { key: "product", label: "Product", children: productLabel(programme.product) },
    { key: "userType", label: "User Type", children: userTypeLabel(programme.userType) },
    { key: "liabilityDays", label: "Liability Days", children: `${programme.liabilityInterestDays} days` },
    {
      key: "interest",
      label: "Interest rate",
      children: programme.interestRatePercent === null ? none : `${programme.interestRatePercent}% a year`,
    },
    { key: "dashboards", label: "Dashboards", children: list(programme.dashboards) },
    { key: "gstEnable", label: "GST enabled", children: yesNo(programme.isGstEnable) },
    { key: "itrEnable", label: "ITR enabled", children: yesNo(programme.isItrEnable) },
    { key: "subPlan", label: "Subscription Plan", children: programme.subPlan ?? none },
    { key: "gst", label: "GSTIN", children: programme.gst ?? none },
    { key: "theme", label: "Theme Colour", children: <ColourSwatch colour={programme.themeColor} /> },
    { key: "geography", label: "Geography", children: list(programme.geography), span: "filled" },
    { key: "created", label: "Created", children: <DateText value={programme.createdAt} /> },
    { key: "updated", label: "Last changed", children: <DateText value={programme.updatedAt} /> },
  ];
}

/** Every field of a programme, as its settings stand now (a change waiting for approval is shown apart). */
export function ProgrammeDetails({ programme }: { programme: ProgrammeDetail }) {
  return <Descriptions bordered size="small" column={DESCRIPTION_COLUMNS} items={items(programme)} />;
}
