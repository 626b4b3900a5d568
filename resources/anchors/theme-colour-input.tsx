import { ColorPicker, Input } from "antd";
import styles from "./anchor-form.module.css";

export interface ThemeColourInputProps {
  id: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  "aria-invalid": boolean;
}

/** The theme colour as a hex code (at most 7 characters, `#1B5E20`), typed or picked. */
export function ThemeColourInput({ id, value, onChange, onBlur, ...rest }: ThemeColourInputProps) {
  return (
    <div className={styles.colour}>
      <ColorPicker
        aria-label="Pick the colour"
        format="hex"
        disabledAlpha
        value={value && /^#[0-9A-Fa-f]{3,6}$/.test(value) ? value : "#ffffff"}
        onChangeComplete={(colour) => onChange(colour.toHexString().toUpperCase())}
      />
      <Input
        id={id}
        className={styles.colourText}
        aria-invalid={rest["aria-invalid"]}
        placeholder="#1B5E20"
        maxLength={7}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value.trim())}
        onBlur={onBlur}
      />
    </div>
  );
}
