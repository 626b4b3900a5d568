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
