import type { NotificationProvider, OpenNotificationParams } from "@refinedev/core";
import type { ThemeConfig } from "antd";
import type { notification as AntdNotification } from "antd";

type Notifier = typeof AntdNotification;

/**
 * Refine's notification provider on antd notifications: top right, closing after 1.5 s (spec section 8).
 * antd's notification module is fetched on the first toast, not with the page.
 */
export function createNotificationProvider(): NotificationProvider & {
  ready(): Promise<Notifier>;
  /** The portal's antd theme, for toasts rendered outside the React tree. Set it before the first toast. */
  setTheme(theme: ThemeConfig): void;
} {
  let theme: ThemeConfig | undefined;
  let loading: Promise<Notifier> | undefined;
  const ready = () => {
    loading ??= import("./antd-notification").then((module) => module.setUpNotifications(theme));
    return loading;
  };
  const open = (params: OpenNotificationParams) => {
    void ready().then((notifier) => {
      const args = { key: params.key, message: params.message, description: params.description };
      if (params.type === "success") notifier.success(args);
      else if (params.type === "error") notifier.error(args);
      else notifier.info({ ...args, duration: (params.undoableTimeout ?? 5) || undefined });
    });
  };
  const close = (key: string) => {
    void ready().then((notifier) => notifier.destroy(key));
  };
  const setTheme = (next: ThemeConfig) => {
    theme = next;
  };
  return { open, close, ready, setTheme };
}
