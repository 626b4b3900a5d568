import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The open dialog once antd's opening animation (its `ant-zoom-*` motion classes) has finished: on a loaded
 * machine a click during the zoom-in can be lost.
 */
export async function settledDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(page.locator(".ant-modal[class*='ant-zoom-']")).toHaveCount(0);
  return dialog;
}

/**
 * Clicks a Popconfirm's button once its opening animation (`ant-zoom-big-*`) has finished: a click during the
 * zoom-in can be lost on a loaded machine, leaving the confirmation unanswered.
 */
export async function confirmPopconfirm(page: Page, name: string): Promise<void> {
  const button = page.locator(".ant-popconfirm").getByRole("button", { name, exact: true });
  await expect(button).toBeVisible();
  await popoverSettled(page);
  await button.click();
}

/** Waits until no antd popover (a Popconfirm, the column chooser) is in its opening or closing zoom. */
export async function popoverSettled(page: Page): Promise<void> {
  await expect(page.locator(".ant-popover[class*='ant-zoom-']")).toHaveCount(0);
}
