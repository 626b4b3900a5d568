import { expect, type Page } from "@playwright/test";

/** Chromium shows a PDF in a frame with its built-in PDF viewer, an extension of this address. */
const PDF_VIEWER = "chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/";

/**
 * Fails unless the page shows a PDF that Chromium actually opened: its PDF viewer is running, shows the
 * document's own title and counts its pages. A frame the Content-Security-Policy blocked is visible too, but
 * holds the browser's broken-document page and no viewer.
 */
export async function expectRenderedPdf(page: Page, title: RegExp): Promise<void> {
  const viewer = () => page.frames().find((frame) => frame.url().startsWith(PDF_VIEWER));
  await expect
    .poll(() => viewer()?.url(), { message: "Chromium's PDF viewer opened the document" })
    .toBeTruthy();
  const frame = viewer()!;
  await expect(frame.locator("#title")).toHaveText(title);
  await expect
    .poll(async () => Number(await frame.locator("#pagelength").textContent()), { message: "pages counted" })
    .toBeGreaterThan(0);
}
