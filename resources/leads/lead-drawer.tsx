import type { LeadProfile } from "@domain/api/leads";
import { type HttpError, useOne } from "@refinedev/core";
import { StatusTag } from "@src/components/status-tag";
import { Alert } from "@src/components/ui/alert";
import { Divider, Drawer, Skeleton } from "antd";
import { LeadDetails } from "./lead-details";
import { LeadHistory } from "./lead-history";
import { LeadMoves } from "./lead-moves";

/** A lead's profile beside the list: details, the stage moves this user may make, and the history. */
export function LeadDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { result: lead, query } = useOne<LeadProfile, HttpError>({
    resource: "leads",
    id: id ?? "",
    queryOptions: { enabled: id !== undefined },
  });
  const shown = lead && lead.id === id ? lead : undefined;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      width={560}
      title={shown ? shown.businessName : "Lead"}
      extra={shown ? <StatusTag status={shown.stage} /> : null}
      destroyOnHidden
    >
      {query.error ? <Alert title="The lead could not be loaded">{query.error.message}</Alert> : null}
      {shown ? (
        <>
          <LeadMoves lead={shown} />
          <Divider orientation="left">Details</Divider>
          <LeadDetails lead={shown} />
          <Divider orientation="left">Stage history</Divider>
          <LeadHistory entries={shown.history} />
        </>
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
