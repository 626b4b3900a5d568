import { Button, type ButtonProps } from "antd";
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * A link that looks like a button ("New anchor"): an `<a href>` (opens in a new tab on a middle click, reads
 * as a link), followed inside the portal without reloading it.
 */
export function LinkButton({ to, ...props }: Omit<ButtonProps, "href" | "onClick"> & { to: string }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={to} onClick={follow} />;
}
