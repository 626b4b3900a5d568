import type { LoanDetail } from "@domain/api/loans";
import type { PayoffQuote } from "@domain/api/payoff";
import { businessDateAt } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import { DateInput } from "@resources/invoices/date-input";
import { type HttpError, useCustom } from "@refinedev/core";
import { InrAmount } from "@src/components/inr-amount";
import { Alert, Descriptions, Skeleton, Typography } from "antd";
import { useState } from "react";
import styles from "./loan-show.module.css";

/**
 * What closes an active loan on a date (today unless another is picked, from the disbursal to the last due
 * date): the dues payable that day in full, the principal still to come and the current period's interest to
 * that day (within the cooling-off, the APR for the days held: the exit the KFS discloses). A receipt of the
 * total that day closes the loan; the interest of later periods is not charged.
 */
export function PayoffTab({ loan }: { loan: LoanDetail }) {
  const [on, setOn] = useState(() => businessDateAt(new Date()));
  const lastDue = loan.calculation.schedule.at(-1)?.dueDate;
  const { query, result } = useCustom<PayoffQuote, HttpError>({
    url: "",
    method: "get",
    config: { query: { on } },
    meta: { resource: "loans", operation: "payoff", id: loan.id },
    queryOptions: { placeholderData: (previous) => previous },
  });
  const quote = query.data ? result.data : undefined;
  return (
    <div className={styles.payoff}>
      <span className={styles.payoffDate}>
        <label htmlFor="payoff-on">Pay off on</label>
        <DateInput
          id="payoff-on"
          value={on}
          min={loan.disbursedOn ?? undefined}
          max={lastDue}
          onChange={(value) => value && setOn(value)}
        />
      </span>
      {query.error ? <Alert type="error" showIcon message={query.error.message} /> : null}
      {!quote && !query.error ? <Skeleton active /> : null}
      {quote ? (
        <>
          <Descriptions size="small" bordered column={1} aria-label="Payoff quote">
            <Descriptions.Item label="Overdue penal charges">
              <InrAmount paise={quote.overduePenalPaise} fixed />
            </Descriptions.Item>
            <Descriptions.Item label="Overdue interest">
              <InrAmount paise={quote.overdueInterestPaise} fixed />
            </Descriptions.Item>
            <Descriptions.Item label="Overdue principal">
              <InrAmount paise={quote.overduePrincipalPaise} fixed />
            </Descriptions.Item>
            <Descriptions.Item label="Principal still to come">
              <InrAmount paise={quote.principalPaise} fixed />
            </Descriptions.Item>
            <Descriptions.Item
              label={
                quote.coolingOffUntil
                  ? `APR of ${loan.aprPercent}% to ${formatDate(quote.on)}`
                  : `Interest to ${formatDate(quote.on)}`
              }
            >
              <InrAmount paise={quote.interestToDatePaise} fixed />
            </Descriptions.Item>
            <Descriptions.Item label={<strong>To close on {formatDate(quote.on)}</strong>}>
              <strong>
                <InrAmount paise={quote.totalPaise} fixed />
              </strong>
            </Descriptions.Item>
          </Descriptions>
          {quote.coolingOffUntil ? (
            <Alert
              type="info"
              showIcon
              message={`Cooling-off exit, until ${formatDate(quote.coolingOffUntil)}`}
              description="Within the cooling-off period the borrower may exit by repaying the principal and the APR for the days held, without any penalty."
            />
          ) : null}
          <Typography.Paragraph type="secondary" className={styles.payoffNote}>
            A payment of this amount on {formatDate(quote.on)} closes the loan. Interest of the later periods,{" "}
            <InrAmount paise={quote.interestNotDuePaise} fixed />, is not charged; there is no foreclosure
            charge.
          </Typography.Paragraph>
        </>
      ) : null}
    </div>
  );
}
