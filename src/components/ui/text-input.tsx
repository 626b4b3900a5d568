import { type InputHTMLAttributes, type Ref, useState } from "react";
import styles from "./text-input.module.css";

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "prefix"> & {
  ref?: Ref<HTMLInputElement>;
  /** Fixed text before the value, e.g. `+91`. */
  prefix?: string;
  inputSize?: "middle" | "large";
};

const isInvalid = (value: InputHTMLAttributes<HTMLInputElement>["aria-invalid"]) =>
  value === true || value === "true";

/** A text box in the portal's look, plain HTML (see Button for why). */
export function TextInput({ prefix, className, inputSize = "middle", ...props }: TextInputProps) {
  const classes = [
    styles.box,
    styles[inputSize],
    isInvalid(props["aria-invalid"]) ? styles.invalid : "",
    props.disabled ? styles.disabled : "",
  ];
  return (
    <div className={`${classes.join(" ")} ${className ?? ""}`}>
      {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
      <input {...props} className={styles.input} />
    </div>
  );
}

/** A password box with a show/hide button. */
export function PasswordInput({
  className,
  inputSize = "middle",
  ...props
}: Omit<TextInputProps, "type" | "prefix">) {
  const [visible, setVisible] = useState(false);
  const classes = [styles.box, styles[inputSize], isInvalid(props["aria-invalid"]) ? styles.invalid : ""];
  return (
    <div className={`${classes.join(" ")} ${className ?? ""}`}>
      <input {...props} type={visible ? "text" : "password"} className={styles.input} />
      <button
        type="button"
        className={styles.reveal}
        aria-label={visible ? "Hide password" : "Show password"}
        aria-pressed={visible}
        onClick={() => setVisible((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
          />
          {visible ? <path stroke="currentColor" strokeWidth="2" d="M4 4l16 16" /> : null}
        </svg>
      </button>
    </div>
  );
}
