import type { AnchorDetail } from "@domain/api/anchors";
import { InrAmount } from "@src/components/inr-amount";
import { StatusTag } from "@src/components/status-tag";
import { Alert, Skeleton } from "antd";
import { useParams } from "react-router";
import { lendingTypeLabel } from "./anchor-labels";
import { AnchorTabs } from "./anchor-tabs";
import { useAnchorRecord } from "./use-anchor-record";
import { useIsClientManager } from "./use-client-manager";
import styles from "./anchor-show.module.css";

/** The anchor's name and status, and the facts the list shows of it. */
function AnchorSummary({ anchor }: { anchor: AnchorDetail }) {
  return (
    <>
      <div className={styles.header}>
        <h2 id="anchor-heading" className={styles.title}>
          {anchor.name}
        </h2>
        <StatusTag status={anchor.status} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>GSTIN</dt>
          <dd>{anchor.gstin}</dd>
        </div>
        <div>
          <dt>Lending type</dt>
          <dd>{lendingTypeLabel(anchor.lendingType)}</dd>
        </div>
        <div>
          <dt>Limit</dt>
          <dd>
            <InrAmount paise={anchor.programLimitPaise} />
          </dd>
        </div>
        <div>
          <dt>Used</dt>
          <dd>
            <InrAmount paise={anchor.limitUsedPaise} />
          </dd>
        </div>
        <div>
          <dt>Available</dt>
          <dd>
            <InrAmount paise={anchor.limitAvailablePaise} />
          </dd>
        </div>
      </dl>
    </>
  );
}

/** `/admin/client-management/anchors/:id`: the anchor, with its programmes, settings, users and bank accounts. */
export default function AnchorShowPage() {
  const { id = "" } = useParams();
  const { result, query } = useAnchorRecord(id);
  const manager = useIsClientManager();
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!result) return <Alert type="warning" showIcon message="Anchor not found" />;
  return (
    <section className={styles.page} aria-labelledby="anchor-heading">
      <AnchorSummary anchor={result} />
      <AnchorTabs anchor={result} manager={manager} />
    </section>
  );
}
