import {
  BANK_ACCOUNT_TAKEN,
  type LenderBankAccountDetail,
  type LenderBankAccountItem,
} from "@domain/api/lender-bank-accounts";
import type { PendingChange } from "@domain/api/pending-changes";
import { describe, expect, it } from "vitest";
import { DEMO_LENDER_BANK_ACCOUNTS } from "@server/db/seed/demo-clients";
import { DEMO_LENDERS } from "@server/db/seed/demo-organisations";
import { ADMIN, ANCHOR, clientsKit, NBFC, NBFC2, OPS, SUPERADMIN } from "./clients-kit";

const kit = clientsKit();
const [shree, kaveri] = DEMO_LENDERS;
const URL = "/user/lender/bank-accounts";
const [shreeAccount, kaveriAccount] = DEMO_LENDER_BANK_ACCOUNTS;

describe("lender bank accounts", () => {
  it("lists all for staff and only its lender's for an NBFC user; anchors none", async () => {
    expect((await kit.page<LenderBankAccountItem>(ADMIN, URL)).total).toBe(3);
    const nbfc = await kit.page<LenderBankAccountItem>(NBFC, URL);
    expect(nbfc.payload.map((account) => account.id)).toEqual([shreeAccount!.id]);
    await kit.fails(404, NBFC2, "GET", `${URL}/${shreeAccount!.id}`);
    await kit.fails(403, ANCHOR, "GET", URL);
    const search = await kit.page<LenderBankAccountItem>(ADMIN, `${URL}?search=kaveri`);
    expect(search.payload.map((account) => account.id)).toEqual([kaveriAccount!.id]);
    const byLender = await kit.page<LenderBankAccountItem>(ADMIN, `${URL}?lenderId=${shree.id}`);
    expect(byLender.total).toBe(1);
  });

  it("fills the bank name from the IFSC, whatever the form sends, and checks the spec's messages", async () => {
    const created = await kit.okPayload<LenderBankAccountDetail>(OPS, "POST", URL, {
      lender: kaveri.id,
      accountNumber: "001122334455",
      ifsc: "icic0000001",
      accountHolderName: "Kaveri Capital NBFC Pvt Ltd",
      bankName: "Typed Bank",
      accountType: "OVERDRAFT",
    });
    expect(created).toMatchObject({ ifsc: "ICIC0000001", bankName: "ICICI Bank", accountType: "OVERDRAFT" });
    const invalid = await kit.fails(400, OPS, "POST", URL, {
      lender: kaveri.id,
      accountNumber: "1".repeat(21),
      ifsc: "ICIC000001",
      accountHolderName: "x".repeat(51),
      accountType: "FIXED",
    });
    expect(invalid.errors).toEqual(
      expect.arrayContaining([
        { field: "accountNumber", message: "Account Number cannot be more than 20 characters" },
        { field: "ifsc", message: "IFSC must have 11 characters" },
        { field: "accountHolderName", message: "Account Holder Name cannot be more than 50 characters" },
        { field: "accountType", message: "Account Type is required" },
      ]),
    );
    const unknown = await kit.fails(400, OPS, "POST", URL, {
      lender: kaveri.id,
      accountNumber: "001122334455",
      ifsc: "ZZZZ0999999",
      accountHolderName: "K",
      accountType: "CURRENT",
    });
    expect(unknown.errors?.[0]?.field).toBe("ifsc");
    await kit.fails(403, NBFC, "POST", URL, { lender: shree.id });
  });

  it("records one account number at one IFSC once: ten concurrent identical creates make one account, nine 409s", async () => {
    const account = {
      lender: kaveri.id,
      accountNumber: "778899001122",
      ifsc: "HDFC0000001",
      accountHolderName: "Kaveri Capital NBFC Pvt Ltd",
      accountType: "CURRENT",
    };
    const before = await kit.page<LenderBankAccountItem>(ADMIN, URL);
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => kit.call(OPS, "POST", URL, account)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json()).toEqual({ message: BANK_ACCOUNT_TAKEN });
    const after = await kit.page<LenderBankAccountItem>(ADMIN, URL);
    expect(after.total).toBe(before.total + 1);
    // The same number for another lender is the same account: refused too.
    await kit.fails(409, OPS, "POST", URL, { ...account, lender: shree.id });
  });

  it("holds every change for a second staff user, with the diff on the account", async () => {
    const id = shreeAccount!.id;
    const before = await kit.okPayload<LenderBankAccountDetail>(ADMIN, "GET", `${URL}/${id}`);
    const proposed = await kit.okPayload<LenderBankAccountDetail>(ADMIN, "PUT", `${URL}/${id}`, {
      accountNumber: "50200099999999",
      ifsc: "SBIN0000001",
      accountHolderName: before.accountHolderName,
      accountType: before.accountType,
      version: before.version,
    });
    expect(proposed.accountNumber).toBe(before.accountNumber);
    expect(proposed.pendingChange?.changes).toEqual(
      expect.arrayContaining([
        { field: "accountNumber", before: before.accountNumber, after: "50200099999999" },
        { field: "ifsc", before: "HDFC0000001", after: "SBIN0000001" },
        { field: "bankName", before: "HDFC Bank", after: "State Bank of India" },
      ]),
    );
    const seenByNbfc = await kit.okPayload<LenderBankAccountDetail>(NBFC, "GET", `${URL}/${id}`);
    expect(seenByNbfc.pendingChange?.id).toBe(proposed.pendingChange!.id);
    await kit.fails(403, ADMIN, "POST", `/master/pending-changes/${proposed.pendingChange!.id}/approve`);
    await kit.okPayload<PendingChange>(
      SUPERADMIN,
      "POST",
      `/master/pending-changes/${proposed.pendingChange!.id}/approve`,
    );
    const after = await kit.okPayload<LenderBankAccountDetail>(NBFC, "GET", `${URL}/${id}`);
    expect(after).toMatchObject({
      accountNumber: "50200099999999",
      bankName: "State Bank of India",
      pendingChange: null,
    });
  });
});
