import { notification } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createNotificationProvider } from "./notification-provider";

afterEach(() => vi.restoreAllMocks());

describe("the notification provider", () => {
  it("opens toasts top right, for 1.5 s, as far from the top as configured (below the header)", async () => {
    const config = vi.spyOn(notification, "config");
    const toasts = createNotificationProvider();
    toasts.configure({ top: 80 });
    await toasts.ready();
    expect(config).toHaveBeenCalledWith(
      expect.objectContaining({ placement: "topRight", top: 80, duration: 1.5 }),
    );
  });
});
