import type { Statement } from "@domain/api/reconciliation";
import { type HttpError, useOne } from "@refinedev/core";
import { usePathLabel } from "@src/layout/path-labels";
import { Skeleton } from "antd";
import { useParams } from "react-router";
import { LineList } from "./line-list";
import { StatementReport } from "./statement-report";
import styles from "./reconciliation.module.css";

/** One statement: its report at the top, then its lines with their match state, confidence and matched dues. */
export default function StatementShowPage() {
  const { id = "" } = useParams();
  const { result: statement, query } = useOne<Statement, HttpError>({
    resource: "reconciliation-statements",
    id,
  });
  usePathLabel(id, statement ? `Statement ${statement.fileName}` : undefined);
  if (!statement) return <Skeleton active loading={query.isLoading} />;
  return (
    <div className={styles.page}>
      <StatementReport statement={statement} />
      <LineList statementId={statement.id} label="Lines" />
    </div>
  );
}
