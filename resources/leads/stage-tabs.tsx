import type { LeadCount } from "@domain/api/leads";
import { LEAD_STAGE_LABELS, LEAD_STAGES, type LeadStage } from "@domain/enums/leads";
import { Tabs } from "antd";

const ALL = "ALL";

/** "All" and one tab per stage in funnel order, each with its count from `GET /lead/count`. */
export function StageTabs(props: {
  value: LeadStage | undefined;
  counts: LeadCount | undefined;
  onChange: (stage: LeadStage | undefined) => void;
}) {
  const label = (text: string, n: number | undefined) => (n === undefined ? text : `${text} (${n})`);
  return (
    <Tabs
      size="small"
      activeKey={props.value ?? ALL}
      onChange={(key) => props.onChange(key === ALL ? undefined : (key as LeadStage))}
      items={[
        { key: ALL, label: label("All", props.counts?.total) },
        ...LEAD_STAGES.map((stage) => ({
          key: stage,
          label: label(LEAD_STAGE_LABELS[stage], props.counts?.byStage[stage]),
        })),
      ]}
    />
  );
}
