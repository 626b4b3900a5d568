import { ONBOARDING_STATUSES, ONBOARDING_STATUS_LABELS, type OnboardingStatus } from "@domain/enums/statuses";
import styles from "./onboarding-progress.module.css";

function isOnboardingStatus(value: string): value is OnboardingStatus {
  return (ONBOARDING_STATUSES as readonly string[]).includes(value);
}

type StepState = "done" | "current" | "todo";

/** Each onboarding step's state for a merchant's status (spec section 4's order, new user to active). */
export function onboardingSteps(status: string): { status: OnboardingStatus; state: StepState }[] | null {
  if (!isOnboardingStatus(status)) return null;
  const current = ONBOARDING_STATUSES.indexOf(status);
  return ONBOARDING_STATUSES.map((step, index) => ({
    status: step,
    state: index < current || status === "ACTIVE" ? "done" : index === current ? "current" : "todo",
  }));
}

const STATE_TEXT: Record<StepState, string> = { done: "done", current: "current step", todo: "to do" };

export function OnboardingProgress({ status }: { status: string | null }) {
  const steps = status ? onboardingSteps(status) : null;
  if (!steps) return null;
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li
          key={step.status}
          className={`${styles.step} ${styles[step.state]}`}
          aria-current={step.state === "current" ? "step" : undefined}
        >
          <span className={styles.dot} aria-hidden="true">
            {step.state === "done" ? "✓" : index + 1}
          </span>
          <span className={styles.title}>{ONBOARDING_STATUS_LABELS[step.status]}</span>
          <span className="ll-visually-hidden">({STATE_TEXT[step.state]})</span>
        </li>
      ))}
    </ol>
  );
}
