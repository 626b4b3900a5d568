import type { ButtonHTMLAttributes, ReactNode } from "react";
import styles from "./button.module.css";

type Variant = "primary" | "default" | "link" | "text";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: "small" | "middle" | "large";
  block?: boolean;
  /** Disables the button and shows a spinner while an action runs. */
  busy?: boolean;
  icon?: ReactNode;
}

/**
 * The portal's button in plain HTML and CSS (the antd look, the theme's colours), for the screens that must
 * load fast: the login page, the layout and the landing pages. Screens built on antd use antd's Button.
 */
export function Button(props: ButtonProps) {
  const {
    variant = "default",
    size = "middle",
    block,
    busy,
    icon,
    className,
    children,
    disabled,
    ...rest
  } = props;
  const classes = [styles.button, styles[variant], styles[size], block ? styles.block : "", className ?? ""];
  return (
    <button
      type="button"
      {...rest}
      className={classes.join(" ")}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
