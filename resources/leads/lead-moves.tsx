import type { LeadProfile } from "@domain/api/leads";
import { LEAD_STAGE_LABELS } from "@domain/enums/leads";
import { LEAD_MACHINE, type LeadAction } from "@domain/state-machines/lead";
import { transitionFor } from "@domain/state-machines/machine";
import { Button, Input, Popconfirm, Space } from "antd";
import { useState } from "react";
import { useLeadMove } from "./use-lead-move";

const LABELS: Record<LeadAction, string> = {
  contact: "Mark contacted",
  requestDocuments: "Request documents",
  qualify: "Qualify",
  convert: "Convert",
  drop: "Drop",
  reopen: "Reopen",
};

/** The longest note a stage move keeps in the audit log (the API's limit). */
const NOTE_MAX = 200;

/**
 * One button per move the server allows this user now; each asks for confirmation first, with an optional
 * note (why) that the history shows beside the move.
 */
export function LeadMoves({ lead }: { lead: LeadProfile }) {
  const { move, isPending } = useLeadMove();
  const [note, setNote] = useState("");
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
            description={
              <Input.TextArea
                aria-label="Note"
                placeholder="Note (optional)"
                maxLength={NOTE_MAX}
                autoSize={{ minRows: 2, maxRows: 4 }}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            }
            okButtonProps={{ loading: isPending, danger: action === "drop" }}
            onOpenChange={(open) => {
              if (open) setNote("");
            }}
            onConfirm={() => move(lead, action, note).catch(() => undefined)}
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
