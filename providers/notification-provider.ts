import type { NotificationProvider, OpenNotificationParams } from "@refinedev/core";
import type { notification as AntdNotification } from "antd";
import type { ToastSetup } from "./antd-notification";

type Notifier = typeof AntdNotification;

/**
 * Refine's notification provider on antd notifications: top right, closing after 1.5 s (spec section 8).
 * antd's notification module is fetched on the first toast, not with the page.
 */
export function createNotificationProvider(): NotificationProvider & {
  ready(): Promise<Notifier>;
  /**
   * The portal's antd theme (toasts render outside the React tree) and how far from the top toasts open
   * (below the layout's header). Set it before the first toast.
   */
  configure(setup: ToastSetup): void;
} {
  let setup: ToastSetup = {};
  let loading: Promise<Notifier> | undefined;
  const ready = () => {
    loading ??= import("./antd-notification").then((module) => module.setUpNotifications(setup));
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
  const configure = (next: ToastSetup) => {
    setup = next;
  };
  return { open, close, ready, configure };
}
