import type { InvoiceListResponse } from "@domain/api/invoices";
import { describe, expect, it } from "vitest";
import { DEMO_ANCHORS } from "@server/db/seed/demo-organisations";
import { act, invoiceKit } from "./invoices-kit";

const kit = invoiceKit();
const GOKUL = DEMO_ANCHORS[0]!;
const ANCHOR = "anchor@demo.in"; // Gokul's anchor
const MERCHANT = "merchant@demo.in"; // draws against Gokul's programme for its retailers

async function list(email: string, query: string): Promise<InvoiceListResponse> {
  const response = await kit.app.inject({ url: `/account/invoices?${query}`, headers: await kit.as(email) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InvoiceListResponse>();
}

/** A drawdown invoice of Gokul's programme in `status`, as platform staff see it. */
async function drawdown(status: string) {
  const page = await list("admin@demo.in", `type=DRAWDOWN_REQUEST&anchorId=${GOKUL.id}&status=${status}`);
  const invoice = page.payload[0];
  if (!invoice) throw new Error(`The demo data has no ${status} drawdown invoice of Gokul`);
  return invoice;
}

describe("an anchor and its programme's drawdown invoices (docs/security.md, Tenancy rules)", () => {
  it("lists none of them, in the rows or the totals, while the merchant and staff see them", async () => {
    expect((await list(ANCHOR, "type=DRAWDOWN_REQUEST")).total).toBe(0);
    expect((await list(ANCHOR, "type=DRAWDOWN_REQUEST&status=Paid,Initiated")).payload).toEqual([]);
    const everything = await list(ANCHOR, "pageSize=5000");
    expect(everything.payload.some((invoice) => invoice.type === "DRAWDOWN_REQUEST")).toBe(false);
    const own = await list("admin@demo.in", `anchorId=${GOKUL.id}&type=SUPPLIER_INVOICE,PARTNER_INVOICE`);
    expect((await list(ANCHOR, "")).total).toBe(own.total);
    expect((await list(ANCHOR, "status=Paid")).total).toBe(
      (await list("admin@demo.in", `anchorId=${GOKUL.id}&type=SUPPLIER_INVOICE,PARTNER_INVOICE&status=Paid`))
        .total,
    );
    expect((await list(MERCHANT, "type=DRAWDOWN_REQUEST")).total).toBeGreaterThan(0);
  });

  it("answers 404 to the anchor for one of them, read or acted on", async () => {
    const paid = await drawdown("Paid");
    const initiated = await drawdown("Initiated");
    const headers = await kit.as(ANCHOR);
    expect((await kit.app.inject({ url: `/account/invoices/${paid.id}`, headers })).statusCode).toBe(404);
    expect((await kit.app.inject({ url: `/account/invoices/${paid.id}/document`, headers })).statusCode).toBe(
      404,
    );
    expect((await act(kit, ANCHOR, "settle", { id: paid.id, version: paid.version })).statusCode).toBe(404);
    const cancel = await act(kit, ANCHOR, "cancel", {
      cancelInvoiceId: initiated.id,
      version: initiated.version,
    });
    expect(cancel.statusCode).toBe(404);
    const merchantView = await kit.app.inject({
      url: `/account/invoices/${paid.id}`,
      headers: await kit.as(MERCHANT),
    });
    expect(merchantView.statusCode).toBe(200);
    expect(merchantView.json<{ payload: { status: string } }>().payload.status).toBe("Paid");
  });
});
