import { describe, expect, it } from "vitest";
import { act, createInvoice, detailOf, getInvoice, invoiceKit, supplierForm } from "./invoices-kit";

const kit = invoiceKit();

describe("the supplier invoice story", () => {
  it("runs from entry to settlement with a timeline of every change", async () => {
    const created = await createInvoice(kit, "anchor@demo.in", supplierForm(kit.today()));
    expect(created.statusCode, created.body).toBe(200);
    let invoice = detailOf(created);
    expect(invoice.status).toBe("Initiated");
    expect(invoice.hasDocument).toBe(true);
    expect(invoice.interestRatePercent).toBe("12");
    expect(invoice.allowedActions).toEqual(["update", "cancel"]);

    const steps: [string, string, Record<string, unknown>, string][] = [
      ["ops@demo.in", "verify", {}, "Verified"],
      ["payments@demo.in", "approve", {}, "Approved"],
      ["payments@demo.in", "utr", { utrNumber: "hdfcn52024123456" }, "Paid"],
      ["anchor@demo.in", "settle", {}, "Completed"],
    ];
    for (const [email, action, extra, status] of steps) {
      const response = await act(kit, email, action, { id: invoice.id, version: invoice.version, ...extra });
      expect(response.statusCode, response.body).toBe(200);
      invoice = detailOf(response);
      expect(invoice.status).toBe(status);
    }
    expect(invoice.utr).toBe("HDFCN52024123456");
    expect(invoice.actualPaymentDate).toBe(kit.today());
    const read = detailOf(await getInvoice(kit, "anchor@demo.in", invoice.id));
    expect(read.timeline.map((entry) => [entry.action, entry.from, entry.to, entry.actorName])).toEqual([
      ["create", null, "Initiated", "Ramesh Desai"],
      ["verify", "Initiated", "Verified", "Omkar Patil"],
      ["approve", "Verified", "Approved", "Pooja Shah"],
      ["enterUtr", "Approved", "Paid", "Pooja Shah"],
      ["settle", "Paid", "Completed", "Ramesh Desai"],
    ]);
    expect(read.allowedActions).toEqual([]);
  });
});
