import { Fragment, type ReactNode, useRef, useState } from "react";
import {
  type CounterpartyRecord,
  CounterpartyTable,
  type CounterpartyTableProps,
} from "./counterparty-table";
import styles from "./counterparty.module.css";

export interface CounterpartyFormSlot<T> {
  /** The record being edited; none for a new one. */
  record?: T;
  /** Called after a save, or on Cancel: the form goes back to adding a new record. */
  onDone: () => void;
}

export interface CounterpartyPanelProps<T extends CounterpartyRecord> extends Omit<
  CounterpartyTableProps<T>,
  "onEdit" | "editingId"
> {
  /** "supplier": the form's heading reads "New supplier" or "Edit supplier Asha Traders". */
  noun: string;
  form: (slot: CounterpartyFormSlot<T>) => ReactNode;
}

/**
 * A supplier, partner or retailer form with the list of existing ones under it. Edit in the list loads
 * that record (and its version) into the same form; saving or cancelling brings back the empty form.
 */
export function CounterpartyPanel<T extends CounterpartyRecord>({
  noun,
  form,
  ...table
}: CounterpartyPanelProps<T>) {
  const [editing, setEditing] = useState<T>();
  const formRef = useRef<HTMLElement>(null);
  const edit = (record: T) => {
    setEditing(record);
    formRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  };
  const heading = editing ? `Edit ${noun} ${table.nameOf(editing)}` : `New ${noun}`;
  return (
    <div className={styles.panel}>
      <section ref={formRef} className={styles.formSection} aria-label={heading}>
        <h2 className={styles.title}>{heading}</h2>
        {/* A new key per record gives the form that record's values (and a fresh state) each time. */}
        <Fragment key={editing ? `${editing.id}@${editing.version}` : "new"}>
          {form({ record: editing, onDone: () => setEditing(undefined) })}
        </Fragment>
      </section>
      <CounterpartyTable<T> {...table} editingId={editing?.id} onEdit={edit} />
    </div>
  );
}
