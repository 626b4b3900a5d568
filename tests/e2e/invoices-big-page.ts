import type { Page } from "@playwright/test";
import { fromRows, isRowsEncoded, toRows } from "@domain/api/list-rows";

export const BIG_PAGE_SIZE = 5000;
export const bigNumber = (index: number) => `BIG-${String(index + 1).padStart(5, "0")}`;

/**
 * The demo data holds a few hundred invoices, so a 5000-row page is built from the server's own answer:
 * the real rows, repeated under new ids and numbers until the page is full. Everything else is the real app.
 */
export async function serveBigPage(page: Page): Promise<void> {
  await page.route(
    (url) =>
      url.pathname === "/account/invoices" && url.searchParams.get("pageSize") === String(BIG_PAGE_SIZE),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { payload?: Record<string, unknown>[] };
      // The portal asks for the lean answer (`encoding=rows`); it is answered in the encoding asked for.
      const lean = isRowsEncoded(body);
      const source = lean ? fromRows<Record<string, unknown>>(body) : (body.payload ?? []);
      const payload: Record<string, unknown>[] = Array.from({ length: BIG_PAGE_SIZE }, (_, index) => ({
        ...source[index % source.length],
        id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
        invoiceNumber: bigNumber(index),
      }));
      await route.fulfill({
        response,
        json: {
          ...(lean ? toRows(payload, body.fields) : { payload }),
          total: 7_500,
          totalIsCapped: false,
          nextCursor: null,
        },
      });
    },
  );
}
