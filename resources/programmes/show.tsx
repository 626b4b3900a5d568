import { EditOutlined } from "@ant-design/icons";
import { useInvalidate } from "@refinedev/core";
import { LinkButton } from "@src/components/link-button";
import { PendingChangePanel } from "@src/components/pending-change/pending-change-panel";
import { Alert, Card, Skeleton } from "antd";
import { useParams } from "react-router";
import { useIsClientManager } from "@resources/anchors/use-client-manager";
import { LimitSummary } from "./limit-summary";
import { ProgrammeDetails } from "./programme-details";
import { PROGRAMME_CHANGE_LABELS } from "./programme-labels";
import { ProgrammeLogos } from "./programme-logos";
import { programmeEditPath } from "./programme-routes";
import showStyles from "@src/components/record-show/record-show.module.css";
import styles from "./programme-show.module.css";
import { useProgrammeRecord } from "./use-programme-record";

/**
 * One programme, named in the heading: its limit used and available, a change to its limit, liability days
 * or interest waiting for a second user's approval, every field, and its logos.
 */
export default function ProgrammeShowPage() {
  const { id = "" } = useParams();
  const manager = useIsClientManager();
  const invalidate = useInvalidate();
  const { result: programme, query } = useProgrammeRecord(id);
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!programme) return <Alert type="warning" showIcon message="Programme not found" />;

  const decided = () =>
    void invalidate({ resource: "programmes", invalidates: ["list", "detail"], id: programme.id });
  return (
    <div className={showStyles.page}>
      <div className={styles.toolbar}>
        <LimitSummary programme={programme} />
        {manager && programme.status === "ACTIVE" ? (
          <LinkButton icon={<EditOutlined />} to={programmeEditPath(programme.id)}>
            Edit programme
          </LinkButton>
        ) : null}
      </div>
      <PendingChangePanel
        change={programme.pendingChange}
        fieldLabels={PROGRAMME_CHANGE_LABELS}
        onDecided={decided}
        canDecide={manager}
      />
      <Card title="Settings" size="small">
        <ProgrammeDetails programme={programme} />
      </Card>
      <Card title="Logos" size="small">
        <ProgrammeLogos programme={programme} />
      </Card>
    </div>
  );
}
