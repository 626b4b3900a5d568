import type { Identity } from "@domain/api/auth";
import { useGetIdentity } from "@refinedev/core";
import { useCarriedUserId } from "@src/hooks/use-carried-user-id";
import { Alert } from "antd";
import { EsignRequestList } from "./esign-request-list";
import styles from "./esign-requests.module.css";
import { useEsignRequests } from "./use-esign-requests";

/**
 * `/merchant/documents`: the documents of the merchant's loans sent for its e-signature (KFS, loan agreement),
 * each signed here while the sandbox provider is in use. Staff viewing a merchant's portal find them on the loan.
 */
export default function MerchantDocumentsPage() {
  const carried = useCarriedUserId();
  const { data: identity } = useGetIdentity<Identity>();
  if (identity && carried && carried !== identity.id)
    return (
      <Alert
        type="info"
        showIcon
        message="The merchant signs its documents itself; open its loan under Loans to see their e-sign requests."
      />
    );
  return <OwnDocuments />;
}

function OwnDocuments() {
  const { requests, error, loading } = useEsignRequests();
  return (
    <div className={styles.page}>
      <h2>E-sign requests</h2>
      {error ? <Alert type="error" showIcon message={error.message} /> : null}
      <EsignRequestList requests={requests} loading={loading} withLoan />
    </div>
  );
}
