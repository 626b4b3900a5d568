import { SettingOutlined } from "@ant-design/icons";
import { Button, Checkbox, Popover } from "antd";
import { useEffect, useId, useRef, useState } from "react";
import styles from "./list-table.module.css";

export interface ChooserColumn {
  key: string;
  title: string;
}

export interface ColumnChooserProps {
  /** The list's name: the panel reads "Columns of Invoices". */
  label: string;
  /** Every column in order; the first (the record's name or number) is always shown. */
  columns: readonly ChooserColumn[];
  hidden: ReadonlySet<string>;
  onToggle: (key: string, shown: boolean) => void;
  onReset: () => void;
}

/**
 * The "Columns" button and its panel of checkboxes, one per column. The panel opens next to the button (so
 * Tab moves on from it into the page), takes the focus when it opens and gives it back on Escape.
 */
export function ColumnChooser({ label, columns, hidden, onToggle, onReset }: ColumnChooserProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  // antd closes on Escape only while the button has the focus; in the panel, Escape closes it too.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !panel.current?.contains(document.activeElement)) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const content = (
    <div ref={panel} id={panelId} role="dialog" aria-label={`Columns of ${label}`} className={styles.chooser}>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Columns shown</legend>
        {columns.map((column, index) => (
          <Checkbox
            key={column.key}
            checked={index === 0 || !hidden.has(column.key)}
            disabled={index === 0}
            onChange={(event) => onToggle(column.key, event.target.checked)}
          >
            {column.title}
          </Checkbox>
        ))}
      </fieldset>
      <Button size="small" onClick={onReset}>
        Reset
      </Button>
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      content={content}
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      afterOpenChange={(visible) => {
        if (visible) panel.current?.querySelector<HTMLInputElement>("input:not([disabled])")?.focus();
      }}
    >
      <Button
        ref={button}
        icon={<SettingOutlined aria-hidden />}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
      >
        Columns
      </Button>
    </Popover>
  );
}
