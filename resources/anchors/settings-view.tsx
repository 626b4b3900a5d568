import { EditOutlined } from "@ant-design/icons";
import type { AnchorSettingsResponse } from "@domain/api/anchor-settings";
import { AuthedImage } from "@src/components/authed-image";
import { LinkButton } from "@src/components/link-button";
import { PendingChangePanel } from "@src/components/pending-change/pending-change-panel";
import { StatusTag } from "@src/components/status-tag";
import { Descriptions } from "antd";
import { lendingTypeLabel } from "./anchor-labels";
import { anchorEditPath } from "./anchor-routes";
import { ColourSwatch } from "./colour-swatch";
import { OCR_FIELDS, PENDING_FIELD_LABELS, SETTINGS_LABELS as L } from "./settings-labels";
import textStyles from "@src/components/text.module.css";
import styles from "./anchor-show.module.css";

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const none = <span className={textStyles.muted}>None</span>;

function Logo({ path, label, large }: { path: string | null; label: string; large?: boolean }) {
  if (!path) return none;
  return <AuthedImage path={path} alt={label} className={large ? styles.logoLarge : styles.logoMedium} />;
}

/** The anchor's settings as they are (the Settings tab), the change waiting for approval, and Edit. */
export function SettingsView(props: {
  settings: AnchorSettingsResponse;
  manager: boolean;
  onDecided: () => void;
}) {
  const { settings, manager } = props;
  const ocr = OCR_FIELDS.filter(([field]) => settings.ocr[field]).map(([, label]) => label);
  return (
    <>
      <div className={styles.tabBar}>
        <h3 className={styles.sectionTitle}>Settings</h3>
        {manager ? (
          <LinkButton icon={<EditOutlined />} to={anchorEditPath(settings.anchorId)}>
            Edit settings
          </LinkButton>
        ) : null}
      </div>
      <PendingChangePanel
        change={settings.pendingChange}
        fieldLabels={PENDING_FIELD_LABELS}
        onDecided={props.onDecided}
      />
      <Descriptions
        bordered
        size="middle"
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 3 }}
        items={[
          { key: "lendingType", label: L.lendingType, children: lendingTypeLabel(settings.lendingType) },
          { key: "status", label: L.status, children: <StatusTag status={settings.status} /> },
          { key: "wfId", label: L.wfId, children: settings.wfId ?? none },
          { key: "subPlan", label: L.subPlan, children: settings.subPlan ?? none },
          { key: "gst", label: L.gst, children: yesNo(settings.gst) },
          { key: "rms", label: L.rms, children: yesNo(settings.rms) },
          { key: "prePayEnable", label: L.prePayEnable, children: yesNo(settings.prePayEnable) },
          {
            key: "liabilityDays",
            label: L.liabilityDays,
            children: settings.subvention.liabilityDays ?? none,
          },
          { key: "ocr", label: L.ocr, children: ocr.length ? ocr.join(", ") : none },
          { key: "bgColor", label: L.bgColor, children: <ColourSwatch colour={settings.theme.bgColor} /> },
          {
            key: "logoMedium",
            label: L.logoMedium,
            children: <Logo path={settings.theme.logo.medium} label={L.logoMedium} />,
          },
          {
            key: "logoLarge",
            label: L.logoLarge,
            children: <Logo path={settings.theme.logo.large} label={L.logoLarge} large />,
          },
        ]}
      />
    </>
  );
}
