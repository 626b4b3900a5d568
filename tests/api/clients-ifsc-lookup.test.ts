import type { IfscDetails } from "@domain/api/ifsc";
import type { LenderBankAccountItem } from "@domain/api/lender-bank-accounts";
import { describe, expect, it } from "vitest";
import { IFSC_UNKNOWN } from "@server/modules/master/kyc/service";
import { ADMIN, clientsKit, MERCHANT } from "./clients-kit";
import { csvOf, idsOf } from "./csv-answers";

const kit = clientsKit();

describe("GET /master/ifsc/:ifsc (the bank account form's autofill)", () => {
  it("answers the directory's bank and the branch for a known IFSC, upper-cased", async () => {
    const details = await kit.okPayload<IfscDetails>(ADMIN, "GET", "/master/ifsc/icic0000001");
    expect(details).toMatchObject({ ifsc: "ICIC0000001", bankName: "ICICI Bank" });
    expect(details.branchName === null || typeof details.branchName === "string").toBe(true);
  });

  it("refuses a malformed or unknown IFSC with the field's message, and callers not signed in", async () => {
    const short = await kit.fails(400, ADMIN, "GET", "/master/ifsc/ICIC000001");
    expect(short.errors).toEqual([{ field: "ifsc", message: "IFSC must have 11 characters" }]);
    const unknown = await kit.fails(400, MERCHANT, "GET", "/master/ifsc/ZZZZ0999999");
    expect(unknown.errors).toEqual([{ field: "ifsc", message: IFSC_UNKNOWN }]);
    const anonymous = await kit.app.inject({ url: "/master/ifsc/ICIC0000001" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("GET /user/lender/bank-accounts?status=", () => {
  it("filters by status, and refuses one that does not exist", async () => {
    const all = await kit.page<LenderBankAccountItem>(ADMIN, "/user/lender/bank-accounts");
    const active = await kit.page<LenderBankAccountItem>(ADMIN, "/user/lender/bank-accounts?status=ACTIVE");
    expect(active.payload.every((account) => account.status === "ACTIVE")).toBe(true);
    expect(active.total).toBe(all.payload.filter((account) => account.status === "ACTIVE").length);
    const exported = csvOf(await kit.call(ADMIN, "GET", "/user/lender/bank-accounts/export?status=ACTIVE"));
    expect(idsOf(exported).sort()).toEqual(active.payload.map((account) => account.id).sort());
    const bad = await kit.fails(400, ADMIN, "GET", "/user/lender/bank-accounts?status=OPEN");
    expect(bad.errors?.[0]).toEqual({
      field: "status",
      message: "Status must be one of PENDING, ACTIVE, REJECTED",
    });
  });
});
