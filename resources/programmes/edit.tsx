import { Alert, Skeleton } from "antd";
import { usePathLabel } from "@src/layout/path-labels";
import { useParams } from "react-router";
import { ProgrammeEditForm } from "./programme-edit-form";
import { useProgrammeRecord } from "./use-programme-record";

/** Edits a programme's settings and logos; a new limit, liability days or interest waits for approval. */
export default function ProgrammeEditPage() {
  const { id = "" } = useParams();
  const { result: programme, query } = useProgrammeRecord(id);
  usePathLabel("edit", programme ? `Edit ${programme.name}` : undefined);
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!programme) return <Alert type="warning" showIcon message="Programme not found" />;
  // Keyed by version: a save or an approval elsewhere gives a fresh form at the new version.
  return <ProgrammeEditForm key={programme.version} programme={programme} />;
}
