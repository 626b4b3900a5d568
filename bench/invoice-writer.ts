/**
 * A steady stream of invoice entries through the API (a supplier invoice of Gokul's anchor, with its PDF),
 * for the read-while-writing scenario: `startWriter(base, token, 20)` enters 20 invoices a second until
 * stopped, and answers how many were entered and how many failed.
 */
import { businessDateAt } from "@domain/dates/business-date";
import { DEMO_SUPPLIERS } from "@server/db/seed/demo-counterparties";

const PDF = new Blob(["%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"], {
  type: "application/pdf",
});

function invoiceForm(n: number): FormData {
  const today = businessDateAt(new Date());
  const form = new FormData();
  const fields: Record<string, string> = {
    type: "SUPPLIER_INVOICE",
    supplier: DEMO_SUPPLIERS[0]!.id,
    Invoice_Amount: "125000",
    Invoice_Date: today,
    Repayment_Duration: "30",
    Payment_Date: today,
    invoice_number: `W-${process.pid}-${Date.now()}-${n}`,
    Actual_Payment_Amount: "123000",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("Upload_Invoice", PDF, "invoice.pdf");
  return form;
}

export type Writer = { stop(): Promise<{ entered: number; failed: number }> };

export function startWriter(base: string, token: string, perSecond: number): Writer {
  let entered = 0;
  let failed = 0;
  let n = 0;
  const pending = new Set<Promise<void>>();
  const enter = () => {
    const request = fetch(`${base}/account/invoice/create`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: invoiceForm((n += 1)),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.ok) entered += 1;
        else failed += 1;
      })
      .catch(() => {
        failed += 1;
      })
      .finally(() => pending.delete(request));
    pending.add(request);
  };
  const timer = setInterval(enter, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return { entered, failed };
    },
  };
}
