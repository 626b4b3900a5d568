import { groupIndian } from "@domain/money/indian-grouping";
import { Input, type InputProps, type InputRef } from "antd";
import { type ChangeEvent, type Ref, useLayoutEffect, useRef } from "react";

const AMOUNT_TEXT = /^(\d+)(\.\d*)?$/;

/** An amount as typed, grouped the Indian way (`5500000.5` → `55,00,000.5`); anything else as it is. */
export function groupedAmount(raw: string): string {
  const match = AMOUNT_TEXT.exec(raw);
  return match ? `${groupIndian(match[1] ?? "")}${match[2] ?? ""}` : raw;
}

/** Where the caret goes in `text` to follow the `kept`-th character that is not a comma. */
function caretAfter(text: string, kept: number): number {
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (seen === kept) return index;
    if (text[index] !== ",") seen += 1;
  }
  return text.length;
}

type RupeeInputProps = Omit<InputProps, "value" | "onChange" | "maxLength"> & {
  value: unknown;
  onChange: (raw: string) => void;
  ref?: Ref<InputRef>;
};

/**
 * A rupee amount field that groups the digits the Indian way as the user types (55000000 reads
 * 5,50,00,000), while the form keeps the amount without commas, as its rules and the API take it. The caret
 * stays after the digit it followed. No length limit of its own: the form's rule counts the amount's own
 * characters and says so in its words.
 */
export function RupeeInput({ value, onChange, ref, ...rest }: RupeeInputProps) {
  const input = useRef<InputRef>(null);
  const caret = useRef<number | null>(null);
  const raw = value === undefined || value === null ? "" : String(value);
  const shown = groupedAmount(raw);

  useLayoutEffect(() => {
    const element = input.current?.input;
    if (caret.current === null || !element || document.activeElement !== element) return;
    const position = caretAfter(shown, caret.current);
    element.setSelectionRange(position, position);
    caret.current = null;
  }, [shown]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const next = typed.replaceAll(",", "");
    const before = typed.slice(0, event.target.selectionStart ?? typed.length);
    caret.current = before.replaceAll(",", "").length;
    onChange(next);
  };

  return (
    <Input
      {...rest}
      ref={(element) => {
        input.current = element;
        if (typeof ref === "function") ref(element);
        else if (ref) ref.current = element;
      }}
      value={shown}
      onChange={change}
      inputMode="decimal"
    />
  );
}
