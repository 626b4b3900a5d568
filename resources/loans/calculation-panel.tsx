import type { RepaymentFrequency } from "@domain/enums/finance";
import { REPAYMENT_FREQUENCIES } from "@domain/enums/finance";
import { Alert, Card, Collapse, Spin } from "antd";
import { CalculationFigures } from "./calculation-figures";
import styles from "./loan-form.module.css";
import { ScheduleTable } from "./schedule-table";
import type { useKfsCalculation } from "./use-kfs-calculation";

const frequencyOf = (value: unknown): RepaymentFrequency =>
  (REPAYMENT_FREQUENCIES as readonly unknown[]).includes(value) ? (value as RepaymentFrequency) : "MONTHLY";

/**
 * Beside the loan form: the APR, EMI, net disbursed amount and schedule of the terms as typed, from the
 * server's calculator (the save recomputes them; the form never sends its own figures as the truth).
 */
export function CalculationPanel({
  live,
  frequency,
  advance,
}: {
  live: ReturnType<typeof useKfsCalculation>;
  frequency: unknown;
  advance?: boolean;
}) {
  const { calculation, complete, updating, problem } = live;
  return (
    <Card
      className={styles.panel}
      title="APR and repayment schedule"
      extra={updating ? <Spin size="small" aria-label="Calculating" /> : null}
      aria-live="polite"
      aria-busy={updating}
      aria-label="Live KFS calculation"
      role="region"
    >
      {!complete ? (
        <Alert
          type="info"
          showIcon
          message="Enter the loan amount, tenure, interest rate and processing fee to see the APR, the EMI and the schedule."
        />
      ) : problem ? (
        <Alert type="warning" showIcon message={problem} />
      ) : calculation ? (
        <>
          <CalculationFigures
            calculation={calculation}
            frequency={frequencyOf(frequency)}
            advance={advance}
          />
          <Collapse
            className={styles.schedule}
            size="small"
            items={[
              {
                key: "schedule",
                label: `Repayment schedule (${calculation.installments} instalments)`,
                children: <ScheduleTable rows={calculation.schedule} height={280} />,
              },
            ]}
          />
        </>
      ) : (
        <Spin />
      )}
    </Card>
  );
}
