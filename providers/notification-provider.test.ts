import { notification } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createNotificationProvider, toastText } from "./notification-provider";

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

describe("what a toast says", () => {
  it("reads the server's sentence instead of Refine's status-code title", () => {
    expect(
      toastText({
        type: "error",
        message: "There was an error creating supplier (status code: 409)",
        description: "A supplier with this GSTIN already exists for your business",
      }),
    ).toEqual({ message: "A supplier with this GSTIN already exists for your business" });
  });

  it("says something went wrong for an error that carries no sentence or did not come from the API", () => {
    expect(toastText({ type: "error", message: "Error (status code: 500)", description: "" })).toEqual({
      message: "Something went wrong on our side; please try again",
    });
    expect(
      toastText({
        type: "error",
        message: "Error (status code: undefined)",
        description: "Cannot read properties of undefined (reading 'id')",
      }),
    ).toEqual({ message: "Something went wrong on our side; please try again" });
  });

  it("keeps a toast the portal worded itself", () => {
    expect(toastText({ type: "error", message: "You are unauthorized" })).toEqual({
      message: "You are unauthorized",
    });
    expect(toastText({ type: "success", message: "Invoice verified", description: "INV-1" })).toEqual({
      message: "Invoice verified",
      description: "INV-1",
    });
  });
});
