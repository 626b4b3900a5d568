import {
  MANDATE_EVENT_SOURCE_LABELS,
  MANDATE_KIND_LABELS,
  MANDATE_STAGE_LABELS,
  type MandateDetail,
} from "@domain/api/mandates";
import { actionLabel } from "@domain/enums/audit-actions";
import { REPAYMENT_FREQUENCY_LABELS } from "@domain/enums/finance";
import { MANDATE_STATUS_LABELS } from "@domain/enums/statuses";
import { loanShowPath } from "@resources/loans/loan-routes";
import { DateText } from "@src/components/date-text";
import { InrAmount } from "@src/components/inr-amount";
import { StatusTag } from "@src/components/status-tag";
import { Card, Descriptions, Timeline, Typography } from "antd";
import { Link } from "react-router";

const dash = "—";

/** Every field of a mandate: ids, limits, the debtor's account and, for UPI AutoPay, the NPCI rules. */
export function MandateFields({ mandate }: { mandate: MandateDetail }) {
  return (
    <Card title="Mandate">
      <Descriptions column={{ xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 2 }} size="small" bordered>
        <Descriptions.Item label="Status">
          <StatusTag status={mandate.status} label={MANDATE_STATUS_LABELS[mandate.status]} />
        </Descriptions.Item>
        <Descriptions.Item label="Provider stage">{mandate.stage}</Descriptions.Item>
        <Descriptions.Item label="Type">{MANDATE_KIND_LABELS[mandate.kind]}</Descriptions.Item>
        <Descriptions.Item label="UMRN">
          {mandate.umrn ? <Typography.Text copyable>{mandate.umrn}</Typography.Text> : dash}
        </Descriptions.Item>
        <Descriptions.Item label="Provider id">
          {mandate.providerMandateId} ({mandate.provider})
        </Descriptions.Item>
        <Descriptions.Item label="Loan">
          <Link to={loanShowPath(mandate.loanId)}>{mandate.loanNumber}</Link>
        </Descriptions.Item>
        <Descriptions.Item label="Borrower">{mandate.borrowerName}</Descriptions.Item>
        <Descriptions.Item label="Lender">{mandate.lenderName}</Descriptions.Item>
        <Descriptions.Item label="Maximum amount">
          <InrAmount paise={mandate.maxAmountPaise} />
        </Descriptions.Item>
        <Descriptions.Item label="Frequency">
          {REPAYMENT_FREQUENCY_LABELS[mandate.frequency]}
        </Descriptions.Item>
        <Descriptions.Item label="Start">
          <DateText value={mandate.startDate} />
        </Descriptions.Item>
        <Descriptions.Item label="End">
          {mandate.endDate ? <DateText value={mandate.endDate} /> : "Until cancelled"}
        </Descriptions.Item>
        <Descriptions.Item label="Account">
          {mandate.accountNumberMasked} · {mandate.ifsc}
        </Descriptions.Item>
        <Descriptions.Item label="Bank">{mandate.bankName ?? dash}</Descriptions.Item>
        <Descriptions.Item label="Account holder">{mandate.accountHolderName}</Descriptions.Item>
        <Descriptions.Item label="Registered">
          {mandate.registeredAt ? <DateText value={mandate.registeredAt} /> : dash}
        </Descriptions.Item>
        {mandate.noAuthDebitLimitPaise !== null ? (
          <Descriptions.Item label="Debits without UPI PIN">
            up to <InrAmount paise={mandate.noAuthDebitLimitPaise} />
          </Descriptions.Item>
        ) : null}
        {mandate.preDebitNoticeHours !== null ? (
          <Descriptions.Item label="Pre-debit notice">
            at least {mandate.preDebitNoticeHours} hours before each debit
          </Descriptions.Item>
        ) : null}
        {mandate.reason ? <Descriptions.Item label="Reason">{mandate.reason}</Descriptions.Item> : null}
      </Descriptions>
    </Card>
  );
}

/** The mandate's stages as they happened: provider events, syncs and staff actions. */
export function MandateTimeline({ events }: { events: MandateDetail["events"] }) {
  return (
    <Card title="Timeline">
      <Timeline
        items={events.map((line) => ({
          children: (
            <div>
              <Typography.Text strong>{actionLabel(line.event)}</Typography.Text>
              {line.fromStatus !== line.toStatus && line.toStatus ? (
                <Typography.Text>
                  {" "}
                  {line.fromStatus ? `${MANDATE_STATUS_LABELS[line.fromStatus]} → ` : ""}
                  {MANDATE_STATUS_LABELS[line.toStatus]}
                </Typography.Text>
              ) : null}
              <div>
                <Typography.Text type="secondary">
                  {new Date(line.at).toLocaleString("en-IN")} · {MANDATE_EVENT_SOURCE_LABELS[line.source]}
                  {line.stage ? ` · ${MANDATE_STAGE_LABELS[line.stage]}` : ""}
                  {line.actorName ? ` · ${line.actorName}` : ""}
                </Typography.Text>
              </div>
              {line.note ? <div>{line.note}</div> : null}
            </div>
          ),
        }))}
      />
    </Card>
  );
}
