import type { CollectionDetail } from "@domain/api/collections";
import {
  type InvoiceDetail,
  invoiceListResponseSchema,
  type InvoiceListResponse,
} from "@domain/api/invoices";
import type { PendingOperation } from "@domain/api/pending-operations";
import { DEMO_LENDERS } from "@server/db/seed/demo-organisations";
import { disbursedUtrMessage, duplicateUtrMessage } from "@server/modules/collections/receipts/utr";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  act,
  createInvoice,
  detailOf,
  EXE,
  getInvoice,
  invoiceKit,
  PNG,
  SAHYADRI_SUPPLIER,
  supplierForm,
} from "./invoices-kit";

const kit = invoiceKit();

const list = async (email: string, query = "") => {
  const response = await kit.app.inject({ url: `/account/invoices?${query}`, headers: await kit.as(email) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InvoiceListResponse>();
};

const newInvoice = async (email = "anchor@demo.in", overrides: Record<string, string> = {}) => {
  const response = await createInvoice(kit, email, supplierForm(kit.today(), overrides));
  expect(response.statusCode, response.body).toBe(200);
  return detailOf(response);
};

/** A new invoice verified (ops) and approved (payments): waiting for its disbursement's UTR. */
const approved = async () => {
  const invoice = await newInvoice();
  const verified = detailOf(await act(kit, "ops@demo.in", "verify", { id: invoice.id, version: 1 }));
  return detailOf(
    await act(kit, "payments@demo.in", "approve", { id: invoice.id, version: verified.version }),
  );
};

describe("roles and tenancy", () => {
  it("lets an anchor read and change only its own invoices (another anchor's answers 404)", async () => {
    const invoice = await newInvoice();
    expect((await getInvoice(kit, "distribution@demo.in", invoice.id)).statusCode).toBe(404);
    const cancel = await act(kit, "distribution@demo.in", "cancel", {
      cancelInvoiceId: invoice.id,
      version: 1,
    });
    expect(cancel.statusCode).toBe(404);
    const document = await kit.app.inject({
      url: `/account/invoices/${invoice.id}/document`,
      headers: await kit.as("distribution@demo.in"),
    });
    expect(document.statusCode).toBe(404);
    const own = await list("distribution@demo.in", "pageSize=500");
    expect(own.payload.every((row) => row.anchorName === "Vardhman Distributors Pvt Ltd")).toBe(true);
  });

  it("refuses approval and verification to an anchor (403)", async () => {
    const invoice = await newInvoice();
    const verify = await act(kit, "anchor@demo.in", "verify", { id: invoice.id, version: 1 });
    expect(verify.statusCode).toBe(403);
    expect(verify.json().message).toBe("Only operations users can verify invoices");
    const approve = await act(kit, "anchor@demo.in", "approve", { id: invoice.id, version: 1 });
    expect(approve.statusCode).toBe(403);
    expect((await act(kit, "ops@demo.in", "approve", { id: invoice.id, version: 1 })).statusCode).toBe(403);
    expect((await act(kit, "payments@demo.in", "verify", { id: invoice.id, version: 1 })).statusCode).toBe(
      403,
    );
    expect((await act(kit, "nbfc@demo.in", "verify", { id: invoice.id, version: 1 })).statusCode).toBe(403);
  });

  it("shows an NBFC user only its lender's invoices", async () => {
    const shree = DEMO_LENDERS[0].id;
    const page = await list("nbfc@demo.in", "pageSize=500");
    expect(page.payload.length).toBeGreaterThan(0);
    expect(page.payload.every((row) => row.lenderId === shree)).toBe(true);
    const vardhman = (await list("distribution@demo.in", "pageSize=10")).payload[0]!;
    expect((await getInvoice(kit, "nbfc@demo.in", vardhman.id)).statusCode).toBe(404);
  });

  it("shows a USER merchant its retailers' invoices only", async () => {
    const page = await list("merchant@demo.in", "pageSize=500");
    expect(page.payload.length).toBeGreaterThan(0);
    expect(page.payload.every((row) => row.type === "DRAWDOWN_REQUEST" && row.retailerId !== null)).toBe(
      true,
    );
    expect(page.total).toBe(page.payload.length);
  });

  it("never lets the verifier approve (maker-checker)", async () => {
    const invoice = await newInvoice();
    const verified = detailOf(await act(kit, "superadmin@demo.in", "verify", { id: invoice.id, version: 1 }));
    const approve = await act(kit, "superadmin@demo.in", "approve", {
      id: invoice.id,
      version: verified.version,
    });
    expect(approve.statusCode).toBe(403);
    expect(approve.json().message).toBe("The user who verified this invoice cannot also approve it");
    const approved = await act(kit, "admin@demo.in", "approve", {
      id: invoice.id,
      version: verified.version,
    });
    expect(approved.statusCode).toBe(200);
    // The verifier and the approver are named, never shown by their user ids.
    const detail = detailOf(await getInvoice(kit, "admin@demo.in", invoice.id));
    expect([detail.verifiedByName, detail.approvedByName]).toEqual(["Sunita Rao", "Arjun Mehta"]);
  });
});

describe("the list answer", () => {
  it("matches the response schema exactly and carries the same item as the detail", async () => {
    const created = await newInvoice("anchor@demo.in", { Invoice_Amount: "1234.5" });
    const page = await list("anchor@demo.in", "sort=-createdAt&pageSize=10");
    expect(invoiceListResponseSchema.strict().safeParse(page).success).toBe(true);
    const row = page.payload.find((item) => item.id === created.id);
    const { timeline, allowedActions, verifiedByName, approvedByName, dues, ...item } = created;
    expect([timeline.length > 0, allowedActions.length > 0, verifiedByName, approvedByName, dues]).toEqual([
      true,
      true,
      null,
      null,
      [],
    ]);
    expect(row).toEqual(item);
    expect(row?.amountPaise).toBe(123450);
    expect(row?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(row?.invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row?.interestRatePercent).not.toMatch(/\.\d*0$/);
  });
});

describe("the list cache", () => {
  it("never serves a page read before a change, even one made outside the API", async () => {
    const query = "sort=-createdAt&pageSize=10";
    const first = await list("admin@demo.in", query);
    const top = first.payload[0];
    expect(top).toBeDefined();
    await kit.database.db.execute(
      sql`update invoices set counterparty_name = 'Renamed Outside The API' where id = ${top?.id}`,
    );
    await vi.waitFor(async () => {
      const again = await list("admin@demo.in", query);
      expect(again.payload[0]?.counterpartyName).toBe("Renamed Outside The API");
    });
    await newInvoice();
    expect((await list("admin@demo.in", query)).total).toBe(first.total + 1);
  });
});

describe("conflicts", () => {
  it("lets only one of two operators approving the same version win", async () => {
    const invoice = await newInvoice();
    const verified = detailOf(await act(kit, "ops@demo.in", "verify", { id: invoice.id, version: 1 }));
    const first = await act(kit, "payments@demo.in", "approve", {
      id: invoice.id,
      version: verified.version,
    });
    const second = await act(kit, "admin@demo.in", "approve", { id: invoice.id, version: verified.version });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("This invoice was changed by someone else; reload it and try again");
  });

  it("refuses the same invoice number twice for one supplier, but not after a cancellation", async () => {
    const invoice = await newInvoice("anchor@demo.in", { invoice_number: "DUP-001" });
    const again = await createInvoice(
      kit,
      "anchor@demo.in",
      supplierForm(kit.today(), { invoice_number: "DUP-001" }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: "Invoice number DUP-001 already exists for this supplier",
      errors: [
        { field: "invoice_number", message: "Invoice number DUP-001 already exists for this supplier" },
      ],
    });
    await act(kit, "anchor@demo.in", "cancel", { cancelInvoiceId: invoice.id, version: 1 });
    expect(
      (await createInvoice(kit, "anchor@demo.in", supplierForm(kit.today(), { invoice_number: "DUP-001" })))
        .statusCode,
    ).toBe(200);
  });

  it("refuses a UTR already recorded against another invoice", async () => {
    const one = await approved();
    const two = await approved();
    expect(
      (
        await act(kit, "payments@demo.in", "utr", {
          id: one.id,
          version: one.version,
          utrNumber: "998877665544",
        })
      ).statusCode,
    ).toBe(200);
    const reused = await act(kit, "payments@demo.in", "utr", {
      id: two.id,
      version: two.version,
      utrNumber: "998877665544",
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe("UTR 998877665544 is already recorded against another invoice");
  });

  it("keeps one UTR to one money movement: a disbursement's UTR is no receipt's, nor a receipt's a disbursement's", async () => {
    const one = await approved();
    const two = await approved();
    const enterUtr = (invoice: InvoiceDetail, utrNumber: string) =>
      act(kit, "payments@demo.in", "utr", { id: invoice.id, version: invoice.version, utrNumber });
    const propose = async (utrNumber: string) =>
      kit.app.inject({
        method: "POST",
        url: "/account/collect/payment/add",
        headers: await kit.as("payments@demo.in"),
        payload: { paymentInvoiceId: one.id, paymentAmount: "100", utrNumber, paymentDate: kit.today() },
      });
    expect((await enterUtr(one, "556677889900")).statusCode).toBe(200);
    const disbursed = await propose("556677889900");
    expect(disbursed.statusCode).toBe(409);
    expect(disbursed.json().message).toBe(disbursedUtrMessage(one.invoiceNumber));

    const proposed = await propose("sbinn25001654321");
    expect(proposed.statusCode, proposed.body).toBe(200);
    const decided = await kit.app.inject({
      method: "POST",
      url: `/account/pending-operations/${proposed.json<{ payload: PendingOperation }>().payload.id}/approve`,
      headers: await kit.as("superadmin@demo.in"),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [receiptId] = decided.json<{ payload: PendingOperation }>().payload.receiptIds;
    const receipt = await kit.app.inject({
      url: `/account/collections/${receiptId}`,
      headers: await kit.as("superadmin@demo.in"),
    });
    const { receiptNumber } = receipt.json<{ payload: CollectionDetail }>().payload;
    const taken = await enterUtr(two, "SBINN25001654321");
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: duplicateUtrMessage(receiptNumber),
      errors: [{ field: "utrNumber", message: duplicateUtrMessage(receiptNumber) }],
    });
  });

  it("rejects with 'Credit limit exceeded' when the programme limit cannot cover the amount", async () => {
    const invoice = await newInvoice("agro@demo.in", {
      supplier: SAHYADRI_SUPPLIER.id,
      Invoice_Amount: "20000000",
      Actual_Payment_Amount: "19000000",
    });
    const verified = detailOf(await act(kit, "ops@demo.in", "verify", { id: invoice.id, version: 1 }));
    const approve = await act(kit, "payments@demo.in", "approve", {
      id: invoice.id,
      version: verified.version,
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe("Credit limit exceeded");
    const after = detailOf(await getInvoice(kit, "agro@demo.in", invoice.id));
    expect(after.status).toBe("Rejected");
    expect(after.rejectReason).toBe("Credit limit exceeded");
    expect(after.timeline.at(-1)).toMatchObject({
      action: "reject",
      from: "Verified",
      to: "Rejected",
      reason: "Credit limit exceeded",
    });
  });
});

describe("uploads", () => {
  it("refuses an executable renamed as .pdf (415)", async () => {
    const response = await createInvoice(kit, "anchor@demo.in", supplierForm(kit.today()), {
      field: "Upload_Invoice",
      name: "invoice.pdf",
      bytes: EXE,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe("Invoice Document must be a JPEG, PNG or PDF file");
  });

  it("refuses an 11 MB file (413)", async () => {
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(11 * 1024 * 1024, 32)]);
    const response = await createInvoice(kit, "anchor@demo.in", supplierForm(kit.today()), {
      field: "Upload_Invoice",
      name: "big.pdf",
      bytes: big,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Invoice Document cannot be larger than 10 MB");
  });

  it("keeps a PNG and serves it back with its real type; without a document the invoice is PreInitiated", async () => {
    const response = await createInvoice(kit, "anchor@demo.in", supplierForm(kit.today()), {
      field: "Upload_Invoice",
      name: "scan.png",
      bytes: PNG,
      type: "application/pdf",
    });
    const invoice = detailOf(response);
    const document = await kit.app.inject({
      url: `/account/invoices/${invoice.id}/document`,
      headers: await kit.as("ops@demo.in"),
    });
    expect(document.statusCode).toBe(200);
    expect(document.headers["content-type"]).toBe("image/png");
    expect(document.rawPayload.equals(PNG)).toBe(true);
    const bare = detailOf(await createInvoice(kit, "anchor@demo.in", supplierForm(kit.today()), null));
    expect(bare.status).toBe("PreInitiated");
    expect(bare.hasDocument).toBe(false);
  });
});
