import { safeParseRupees } from "@domain/money/parse-rupees";
import { Button, Checkbox, Input, Space } from "antd";
import { type ReactNode, useState } from "react";
import { DateInput } from "./date-input";
import styles from "./invoice-table.module.css";

function Dropdown(props: { label: string; children: ReactNode; onApply: () => void; onReset: () => void }) {
  return (
    <div className={styles.filter} role="group" aria-label={`${props.label} filter`}>
      {props.children}
      <Space className={styles.filterButtons}>
        <Button size="small" onClick={props.onReset}>
          Reset
        </Button>
        <Button size="small" type="primary" onClick={props.onApply}>
          Apply
        </Button>
      </Space>
    </div>
  );
}

export function ChoiceFilter(props: {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string[] | undefined;
  onChange: (value: string[] | undefined) => void;
  close: () => void;
}) {
  const [chosen, setChosen] = useState<string[]>(props.value ?? []);
  const apply = (value: string[] | undefined) => {
    props.onChange(value);
    props.close();
  };
  return (
    <Dropdown label={props.label} onApply={() => apply(chosen)} onReset={() => apply(undefined)}>
      <Checkbox.Group
        className={styles.choices}
        value={chosen}
        options={props.options.map((option) => ({ ...option }))}
        onChange={(values) => setChosen(values)}
      />
    </Dropdown>
  );
}

export function TextFilter(props: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  close: () => void;
}) {
  const [text, setText] = useState(props.value ?? "");
  const apply = (value: string | undefined) => {
    props.onChange(value?.trim() || undefined);
    props.close();
  };
  return (
    <Dropdown label={props.label} onApply={() => apply(text)} onReset={() => apply(undefined)}>
      <Input
        aria-label={props.label}
        placeholder="Contains…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => apply(text)}
      />
    </Dropdown>
  );
}

const rupeesOf = (paise: number | undefined) => (paise === undefined ? "" : String(paise / 100));
const paiseOf = (text: string): number | undefined => {
  const parsed = safeParseRupees(text);
  return parsed.valid && parsed.value >= 0 ? parsed.value : undefined;
};

/** From and to in rupees on screen; the filter (and the URL) hold paise, as the API takes them. */
export function AmountRangeFilter(props: {
  label: string;
  value: [number | undefined, number | undefined];
  onChange: (value: [number | undefined, number | undefined]) => void;
  close: () => void;
}) {
  const [from, setFrom] = useState(rupeesOf(props.value[0]));
  const [to, setTo] = useState(rupeesOf(props.value[1]));
  const apply = (value: [number | undefined, number | undefined]) => {
    props.onChange(value);
    props.close();
  };
  return (
    <Dropdown
      label={props.label}
      onApply={() => apply([paiseOf(from), paiseOf(to)])}
      onReset={() => apply([undefined, undefined])}
    >
      <Space direction="vertical">
        <Input
          aria-label={`${props.label} from`}
          prefix="₹"
          placeholder="From"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <Input
          aria-label={`${props.label} to`}
          prefix="₹"
          placeholder="To"
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </Space>
    </Dropdown>
  );
}

export function DateRangeFilter(props: {
  label: string;
  value: [string | undefined, string | undefined];
  onChange: (value: [string | undefined, string | undefined]) => void;
  close: () => void;
}) {
  const [from, setFrom] = useState(props.value[0]);
  const [to, setTo] = useState(props.value[1]);
  const apply = (value: [string | undefined, string | undefined]) => {
    props.onChange(value);
    props.close();
  };
  return (
    <Dropdown
      label={props.label}
      onApply={() => apply([from, to])}
      onReset={() => apply([undefined, undefined])}
    >
      <Space direction="vertical">
        <DateInput value={from} onChange={setFrom} max={to} />
        <DateInput value={to} onChange={setTo} min={from} />
      </Space>
    </Dropdown>
  );
}
