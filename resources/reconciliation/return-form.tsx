import type { StatementLine } from "@domain/api/reconciliation";
import { Button, Input } from "antd";
import { useState } from "react";
import styles from "./reconciliation.module.css";
import { useLineAction } from "./use-line-action";

/** Returns a credit to its remitter, or undoes a match (`unmatch`), with the reason. */
export function ReturnForm({
  line,
  onDone,
  action = "return",
}: {
  line: StatementLine;
  onDone: () => void;
  action?: "return" | "unmatch";
}) {
  const [reason, setReason] = useState("");
  const { run, isPending } = useLineAction();
  const label = action === "return" ? "Return to remitter" : "Unmatch";
  return (
    <>
      <Input.TextArea
        aria-label="Reason"
        placeholder="Reason"
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className={styles.sum}>
        <span />
        <Button
          danger
          disabled={reason.trim() === ""}
          loading={isPending}
          onClick={() =>
            void run(action, line, { reason }, action === "return" ? "Credit returned" : "Match undone").then(
              onDone,
              () => undefined,
            )
          }
        >
          {label}
        </Button>
      </div>
    </>
  );
}
