import "@ant-design/v5-patch-for-react-19";
import { ConfigProvider, notification } from "antd";
import type { ThemeConfig } from "antd";
import { TOAST_DURATION_MS } from "@domain/constants";

export interface ToastSetup {
  theme?: ThemeConfig;
  /** Distance of the first toast from the top of the window, in pixels (antd's default is 24). */
  top?: number;
}

/** Loaded on the first toast only, so antd's notification code stays out of the login and layout chunks. */
export function setUpNotifications({ theme, top }: ToastSetup): typeof notification {
  if (theme) ConfigProvider.config({ theme });
  notification.config({ placement: "topRight", top, duration: TOAST_DURATION_MS / 1000, maxCount: 4 });
  return notification;
}
