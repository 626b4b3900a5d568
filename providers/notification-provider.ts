import { SERVER_ERROR_SENTENCE } from "@domain/text/error-sentences";
import type { NotificationProvider, OpenNotificationParams } from "@refinedev/core";
import type { notification as AntdNotification } from "antd";
import type { ToastSetup } from "./antd-notification";

type Notifier = typeof AntdNotification;

/** How Refine's data hooks title their default error toasts: "Error (status code: 409)" and the like. */
const REFINE_ERROR_TITLE = /\(status code: ?([^)]*)/;

/**
 * What a toast says. Refine's default error toast is titled with the status code and carries the error's
 * message (from the API's envelope, `providers/http-error.ts`) as its description: it reads that sentence
 * alone, or, for an error that did not come from the API (no status code), that something went wrong.
 * Every other toast is shown as it was asked for.
 */
export function toastText(params: OpenNotificationParams): { message: string; description?: string } {
  const refineTitle = params.type === "error" ? REFINE_ERROR_TITLE.exec(params.message) : null;
  if (!refineTitle) return { message: params.message, description: params.description };
  const fromApi = /^\d+$/.test(refineTitle[1] ?? "");
  const sentence = params.description?.trim();
  return { message: fromApi && sentence ? sentence : SERVER_ERROR_SENTENCE };
}

/**
 * Refine's notification provider on antd notifications: top right, closing after 1.5 s (spec section 8), in
 * words (`toastText`). antd's notification module is fetched on the first toast, not with the page.
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
      const args = { key: params.key, ...toastText(params) };
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
