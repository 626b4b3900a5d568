import type { UtilityRun } from "@domain/api/admin-utility";
import { COLLECTION_ROUTES } from "@resources/collections/collection-routes";
import { Alert } from "antd";
import { Link } from "react-router";

/** What became of a run: done, filed for a second staff user's approval, or refused with the server's words. */
export function UtilityOutcome({ run }: { run: UtilityRun }) {
  if (run.outcome === "DONE") return <Alert type="success" showIcon message={`Done: ${run.message}`} />;
  if (run.outcome === "REFUSED") return <Alert type="error" showIcon message={run.message} />;
  return (
    <Alert
      type="info"
      showIcon
      message={`${run.message}: waiting for approval`}
      description={
        <>
          Another staff user approves or rejects it under{" "}
          <Link to={COLLECTION_ROUTES.approvals}>Collections → Approvals</Link>.
        </>
      }
    />
  );
}
