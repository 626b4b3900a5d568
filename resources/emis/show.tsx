import { type EmiDetail, emiTitle } from "@domain/api/emis";
import { type HttpError, useOne } from "@refinedev/core";
import { usePathLabel } from "@src/layout/path-labels";
import { Alert, Skeleton } from "antd";
import { useParams } from "react-router";
import { EmiDetails } from "./emi-details";

/** One EMI, by the `:id` of its route; the breadcrumb names it by its tranche and instalment. */
export default function EmiShowPage() {
  const { id = "" } = useParams();
  const { result, query } = useOne<EmiDetail, HttpError>({
    resource: "emis",
    id,
    queryOptions: { enabled: id !== "" },
  });
  usePathLabel(id, result ? emiTitle(result) : undefined);
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!result) return <Alert type="warning" showIcon message="EMI not found" />;
  return <EmiDetails emi={result} />;
}
