import type { AnchorSettingsResponse } from "@domain/api/anchor-settings";
import { PendingChangePanel } from "@src/components/pending-change/pending-change-panel";
import { usePathLabel } from "@src/layout/path-labels";
import { RecordFormFrame } from "@src/components/record-form/record-form-frame";
import { Alert, Skeleton } from "antd";
import { useNavigate, useParams } from "react-router";
import { anchorShowPath } from "./anchor-routes";
import { PENDING_FIELD_LABELS } from "./settings-labels";
import { SettingsFields } from "./settings-fields";
import { useAnchorRecord, useAnchorSettings, useSettingsDecided } from "./use-anchor-record";
import { useSettingsForm } from "./use-settings-form";

const settingsTabOf = (anchorId: string) => `${anchorShowPath(anchorId)}?tab=settings`;

function SettingsForm(props: {
  settings: AnchorSettingsResponse;
  anchorName: string;
  onDecided: () => void;
}) {
  const { settings } = props;
  const navigate = useNavigate();
  const { control, submit, saving } = useSettingsForm(
    settings,
    () => void navigate(settingsTabOf(settings.anchorId)),
  );
  return (
    <RecordFormFrame
      heading
      layout="pairs"
      label={`Settings of ${props.anchorName}`}
      submitLabel="Save settings"
      submitting={saving}
      onSubmit={submit}
      cancel={settingsTabOf(settings.anchorId)}
      notice={
        <PendingChangePanel
          change={settings.pendingChange}
          fieldLabels={PENDING_FIELD_LABELS}
          onDecided={props.onDecided}
        />
      }
    >
      <SettingsFields control={control} settings={settings} />
    </RecordFormFrame>
  );
}

/** `/admin/client-management/anchors/:id/edit`: the anchor settings form (spec "Anchor settings"). */
export default function AnchorSettingsEditPage() {
  const { id = "" } = useParams();
  usePathLabel("edit", "Settings");
  const anchor = useAnchorRecord(id);
  const { result, query } = useAnchorSettings(id);
  const decided = useSettingsDecided(id);
  if (query.isLoading || anchor.query.isLoading) return <Skeleton active />;
  const error = query.error ?? anchor.query.error;
  if (error) return <Alert type="error" showIcon message={error.message} />;
  if (!result || !anchor.result) return <Alert type="warning" showIcon message="Anchor not found" />;
  return <SettingsForm settings={result} anchorName={anchor.result.name} onDecided={decided} />;
}
