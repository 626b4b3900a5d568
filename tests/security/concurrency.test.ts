import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { DEMO_LEADS } from "@server/db/seed/demo-leads";
import { demoUserId } from "@server/db/seed/demo-data";
import { createInvoice, detailOf, invoiceKit, multipart, supplierForm } from "../api/invoices-kit";

const kit = invoiceKit();
const N = 20;

/** N copies of one request at once: the statuses, sorted. */
async function race(send: (n: number) => Promise<LightMyRequestResponse>) {
  const responses = await Promise.all(Array.from({ length: N }, (_, n) => send(n)));
  return { responses, statuses: responses.map((response) => response.statusCode).sort() };
}

const exactlyOneWins = [200, ...Array<number>(N - 1).fill(409)];

/** A PDF whose bytes say which request sent it. */
const pdfNumbered = (n: number) =>
  Buffer.from(`%PDF-1.4\n% copy ${n}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`);

describe(`${N} identical concurrent state changes: exactly one wins, the others get 409`, () => {
  it("verifying one invoice", async () => {
    const created = detailOf(await createInvoice(kit, "anchor@demo.in", supplierForm(kit.today())));
    const { statuses } = await race(async () =>
      kit.app.inject({
        method: "POST",
        url: "/account/invoice/verify",
        headers: await kit.as("ops@demo.in"),
        payload: { id: created.id, version: created.version },
      }),
    );
    expect(statuses).toEqual(exactlyOneWins);
  });

  it("moving one lead a stage", async () => {
    const lead = DEMO_LEADS.find((candidate) => candidate.stage === "NEW")!;
    const { statuses } = await race(async () =>
      kit.app.inject({
        method: "POST",
        url: "/lead/stage",
        headers: await kit.as("admin@demo.in"),
        payload: { id: lead.id, version: 1, action: "contact" },
      }),
    );
    expect(statuses).toEqual(exactlyOneWins);
  });

  it("updating one user at the same version", async () => {
    const id = demoUserId("farmer-bhatt");
    const read = await kit.app.inject({
      url: `/auth/users/${id}`,
      headers: await kit.as("superadmin@demo.in"),
    });
    const user = read.json<{ payload: { name: string; email: string; mobile: string; version: number } }>()
      .payload;
    const { statuses } = await race(async (n) =>
      kit.app.inject({
        method: "PATCH",
        url: `/auth/users/${id}`,
        headers: await kit.as("superadmin@demo.in"),
        payload: {
          name: `Lakshmi Bhatt ${n}`,
          email: user.email,
          mobile: user.mobile,
          version: user.version,
        },
      }),
    );
    expect(statuses).toEqual(exactlyOneWins);
  });

  it("replacing one invoice's document keeps the winner's bytes", async () => {
    const fields = supplierForm(kit.today());
    const created = detailOf(await createInvoice(kit, "anchor@demo.in", fields));
    const { responses, statuses } = await race(async (n) => {
      const form = await multipart(
        { ...fields, id: created.id, version: String(created.version) },
        { field: "Upload_Invoice", name: `copy-${n}.pdf`, bytes: pdfNumbered(n) },
      );
      return kit.app.inject({
        method: "POST",
        url: "/account/invoice/update",
        headers: { ...(await kit.as("anchor@demo.in")), ...form.headers },
        payload: form.payload,
      });
    });
    expect(statuses).toEqual(exactlyOneWins);
    const winner = responses.findIndex((response) => response.statusCode === 200);
    const document = await kit.app.inject({
      url: `/account/invoices/${created.id}/document`,
      headers: await kit.as("anchor@demo.in"),
    });
    expect(document.statusCode).toBe(200);
    expect(document.rawPayload.equals(pdfNumbered(winner))).toBe(true);
  });
});
