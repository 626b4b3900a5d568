import type { LeadProfile } from "@domain/api/leads";
import { LEAD_STAGE_LABELS } from "@domain/enums/leads";
import { LEAD_MACHINE, type LeadAction } from "@domain/state-machines/lead";
import { transitionFor } from "@domain/state-machines/machine";
import { Button, Popconfirm, Space } from "antd";
import { useLeadMove } from "./use-lead-move";

const LABELS: Record<LeadAction, string> = {
  contact: "Mark contacted",
  requestDocuments: "Request documents",
  qualify: "Qualify",
  convert: "Convert",
  drop: "Drop",
  reopen: "Reopen",
};

/** One button per move the server allows this user now; each asks for confirmation first. */
export function LeadMoves({ lead }: { lead: LeadProfile }) {
  const { move, isPending } = useLeadMove();
  if (lead.allowedActions.length === 0) return null;
  return (
    <Space wrap aria-label="Stage moves">
      {lead.allowedActions.map((action) => {
        const to = transitionFor(LEAD_MACHINE, lead.stage, action)?.to;
        return (
          <Popconfirm
            key={action}
            title={`Move ${lead.businessName} to ${to ? LEAD_STAGE_LABELS[to] : action}?`}
            okText="Yes, move"
            cancelText="No"
            okButtonProps={{ loading: isPending, danger: action === "drop" }}
            onConfirm={() => move(lead, action).catch(() => undefined)}
          >
            <Button type={action === "drop" ? "default" : "primary"} danger={action === "drop"}>
              {LABELS[action]}
            </Button>
          </Popconfirm>
        );
      })}
    </Space>
  );
}
