import { PlusOutlined } from "@ant-design/icons";
import type { ProgrammeItem } from "@domain/api/programmes";
import { PROGRAMME_ROUTES, programmeShowPath } from "@resources/programmes/programme-routes";
import { type HttpError, useTable } from "@refinedev/core";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { ListTable } from "@src/components/list-table/list-table";
import { LinkButton } from "@src/components/link-button";
import { useNavigate } from "react-router";
import { ANCHOR_PROGRAMME_COLUMNS } from "@resources/programmes/columns";
import styles from "./anchor-show.module.css";

/** The anchor's Programmes tab: its programmes with limit used and available; New programme for managers. */
export function AnchorProgrammes({ anchorId, manager }: { anchorId: string; manager: boolean }) {
  const navigate = useNavigate();
  const refineTable = useTable<ProgrammeItem, HttpError>({
    resource: "programmes",
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: "name", order: "asc" }] },
    filters: { permanent: [{ field: "anchorId", operator: "eq", value: anchorId }] },
  });
  const { data } = bindRefineTable(refineTable);
  const create = `${PROGRAMME_ROUTES.create}?anchorId=${encodeURIComponent(anchorId)}`;
  return (
    <ListTable<ProgrammeItem>
      tableId="anchor-programmes"
      label="Programmes"
      columns={ANCHOR_PROGRAMME_COLUMNS}
      data={data}
      emptyText="This anchor has no programmes yet"
      onRowClick={(programme) => void navigate(programmeShowPath(programme.id))}
      toolbar={<h3 className={styles.sectionTitle}>Programmes</h3>}
      actions={
        manager ? (
          <LinkButton type="primary" icon={<PlusOutlined />} to={create}>
            New programme
          </LinkButton>
        ) : null
      }
    />
  );
}
