import { type MandateDetail, MANDATE_KIND_LABELS } from "@domain/api/mandates";
import { type HttpError, useOne } from "@refinedev/core";
import { usePathLabel } from "@src/layout/path-labels";
import { Alert, Button, Modal, Skeleton, Space, Typography } from "antd";
import { useState } from "react";
import { useParams } from "react-router";
import { CancelMandateForm } from "./cancel-mandate-form";
import { MandateFields, MandateTimeline } from "./mandate-details";
import { MandateSyncForm } from "./mandate-sync-form";
import styles from "./mandates.module.css";
import { useMandateMutation } from "./use-mandate-mutation";

/** The actions of the page: the sandbox's authentication (while it waits for it) and the staff's cancel. */
function MandateActions({ mandate }: { mandate: MandateDetail }) {
  const { run, isPending } = useMandateMutation();
  const [cancelling, setCancelling] = useState(false);
  const authenticate = (outcome: string, message: string) =>
    run({ kind: "authenticate", providerId: mandate.providerMandateId, values: { outcome } }, message).catch(
      () => undefined,
    );
  return (
    <Space wrap>
      {mandate.canAuthenticateInSandbox ? (
        <>
          <Button
            type="primary"
            loading={isPending}
            onClick={() => void authenticate("registered", "Mandate registered")}
          >
            Complete authentication in sandbox
          </Button>
          <Button loading={isPending} onClick={() => void authenticate("auth_fail", "Authentication failed")}>
            Fail authentication in sandbox
          </Button>
        </>
      ) : null}
      {mandate.canCancel ? (
        <Button danger onClick={() => setCancelling(true)}>
          Cancel mandate
        </Button>
      ) : null}
      <Modal
        title="Cancel mandate"
        open={cancelling}
        footer={null}
        onCancel={() => setCancelling(false)}
        destroyOnHidden
      >
        <CancelMandateForm
          name={mandate.providerMandateId}
          onCancel={() => setCancelling(false)}
          onSubmit={async (values) => {
            await run(
              { kind: "cancel", id: mandate.id, values: { ...values, version: mandate.version } },
              "Mandate cancelled",
            );
            setCancelling(false);
          }}
        />
      </Modal>
    </Space>
  );
}

/** One mandate, by the `:id` of its route: its fields, timeline, actions and the mandate sync. */
export default function MandateShowPage() {
  const { id = "" } = useParams();
  const { run } = useMandateMutation();
  const { result, query } = useOne<MandateDetail, HttpError>({
    resource: "mandates",
    id,
    queryOptions: { enabled: id !== "" },
  });
  usePathLabel(id, result ? `${result.loanNumber} ${MANDATE_KIND_LABELS[result.kind]}` : undefined);
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!result) return <Alert type="warning" showIcon message="Mandate not found" />;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Typography.Title level={3} className={styles.title}>
          {MANDATE_KIND_LABELS[result.kind]} mandate of {result.loanNumber}
        </Typography.Title>
        <MandateActions mandate={result} />
      </div>
      <div className={styles.panels}>
        <MandateFields mandate={result} />
        <Space direction="vertical" size={16}>
          <MandateTimeline events={result.events} />
          {result.canSync ? (
            <MandateSyncForm
              key={result.version}
              mandate={result}
              onSubmit={(values) => run({ kind: "sync", values }, "Mandate synced")}
            />
          ) : null}
        </Space>
      </div>
    </div>
  );
}
