import type { PendingOperation } from "@domain/api/pending-operations";
import { type HttpError, useList } from "@refinedev/core";
import { Alert, Empty, List, Modal, Skeleton } from "antd";
import { useState } from "react";
import { BulkResults } from "./bulk-results";
import styles from "./collections.module.css";
import { OperationCard } from "./operation-card";

/** The checker's view: money operations waiting for approval; a bulk cancel's per-row results once approved. */
export default function CollectionApprovalsPage() {
  const { result, query } = useList<PendingOperation, HttpError>({
    resource: "pending-operations",
    pagination: { mode: "off" },
  });
  const [decided, setDecided] = useState<PendingOperation>();
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  return (
    <div className={`${styles.page} ${styles.forms}`}>
      <h2>Waiting for approval</h2>
      {result.data.length === 0 ? (
        <Empty description="Nothing is waiting for approval" />
      ) : (
        <List
          dataSource={result.data}
          renderItem={(operation) => (
            <List.Item key={operation.id}>
              <OperationCard operation={operation} onDone={setDecided} />
            </List.Item>
          )}
        />
      )}
      <Modal
        open={decided?.results !== undefined && decided?.results !== null}
        title="Results"
        footer={null}
        width={720}
        onCancel={() => setDecided(undefined)}
      >
        {decided?.results ? <BulkResults results={decided.results} /> : null}
      </Modal>
    </div>
  );
}
