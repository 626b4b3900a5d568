import { expect, type Page } from "@playwright/test";

/** Every canvas on the page as pixels, to tell whether a chart is still drawing. */
function canvasPixels(page: Page): Promise<string[]> {
  return page.evaluate(() => Array.from(document.querySelectorAll("canvas"), (canvas) => canvas.toDataURL()));
}

/** Waits one painted frame, so a comparison spans at least one redraw. */
function nextFrame(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * The page once it has laid itself out at the viewport's width and its charts have stopped animating: the
 * window reports the new width, and two frames apart every canvas holds the same pixels.
 */
export async function settledLayout(page: Page): Promise<void> {
  const width = page.viewportSize()?.width;
  if (width !== undefined) await page.waitForFunction((expected) => window.innerWidth === expected, width);
  await expect
    .poll(async () => {
      const before = await canvasPixels(page);
      await nextFrame(page);
      const after = await canvasPixels(page);
      return before.every((pixels, index) => pixels === after[index]);
    })
    .toBe(true);
}
