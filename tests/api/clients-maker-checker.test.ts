import type { LenderBankAccountDetail, LenderBankAccountItem } from "@domain/api/lender-bank-accounts";
import type { PendingChange } from "@domain/api/pending-changes";
import type { ProgrammeDetail } from "@domain/api/programmes";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "@server/db/schema/index";
import { DEMO_LENDERS, DEMO_PROGRAMMES } from "@server/db/seed/demo-organisations";
import { ADMIN, ANCHOR, clientsKit, NBFC, OPS, programmeFormOf, SUPERADMIN } from "./clients-kit";
import { EXE, multipart, PNG } from "./invoices-kit";

const kit = clientsKit();
const [, vardhmanProgramme, sahyadriProgramme] = DEMO_PROGRAMMES;
const [shree] = DEMO_LENDERS;
const CONFIG = "/master/program/config";
const ACCOUNTS = "/user/lender/bank-accounts";
const JPEG = Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex");

const approve = (email: string, change: PendingChange | null) =>
  kit.okPayload<PendingChange>(email, "POST", `/master/pending-changes/${change!.id}/approve`);

describe("interest terms wait for approval", () => {
  it("proposes a new rate, shows the diff, and applies it to the invoice terms once another user approves", async () => {
    const id = vardhmanProgramme.id;
    const before = await kit.okPayload<ProgrammeDetail>(OPS, "GET", `${CONFIG}/${id}`);
    const proposed = await kit.okPayload<ProgrammeDetail>(
      OPS,
      "PUT",
      `${CONFIG}/${id}`,
      programmeFormOf(before, { interestRatePercent: "15.5" }),
    );
    expect(proposed.interestRatePercent).toBe(before.interestRatePercent);
    expect(proposed.pendingChange?.changes).toEqual([
      { field: "interestRatePercent", before: before.interestRatePercent, after: 15.5 },
    ]);
    await kit.fails(403, OPS, "POST", `/master/pending-changes/${proposed.pendingChange!.id}/approve`);
    await approve(ADMIN, proposed.pendingChange);
    const after = await kit.okPayload<ProgrammeDetail>(OPS, "GET", `${CONFIG}/${id}`);
    expect(after).toMatchObject({ interestRatePercent: 15.5, pendingChange: null });
  });

  it("leaves the rate alone when the form does not send it, and answers the rate's messages", async () => {
    const id = sahyadriProgramme.id;
    const before = await kit.okPayload<ProgrammeDetail>(ADMIN, "GET", `${CONFIG}/${id}`);
    const saved = await kit.okPayload<ProgrammeDetail>(
      ADMIN,
      "PUT",
      `${CONFIG}/${id}`,
      programmeFormOf(before),
    );
    expect(saved.pendingChange).toBeNull();
    const invalid = await kit.fails(
      400,
      ADMIN,
      "PUT",
      `${CONFIG}/${id}`,
      programmeFormOf(saved, { interestRatePercent: "123456" }),
    );
    expect(invalid.errors).toEqual([
      { field: "interestRatePercent", message: "Interest Rate cannot be more than 5 characters" },
    ]);
  });
});

describe("programme logos", () => {
  const upload = async (email: string, kind: string, bytes: Buffer, type = "image/png") => {
    const form = await multipart({}, { field: "logo", name: "logo.png", bytes, type });
    return kit.app.inject({
      method: "POST",
      url: `${CONFIG}/${sahyadriProgramme.id}/logo/${kind}`,
      payload: form.payload,
      headers: { ...(await kit.as(email)), ...form.headers },
    });
  };

  it("takes a JPEG or PNG checked by content, shows its URL and serves it to those who see the programme", async () => {
    const refused = await upload(ADMIN, "medLogo", EXE, "image/png");
    expect(refused.statusCode).toBe(415);
    expect(refused.json<{ message: string }>().message).toBe("Medium Logo must be a JPEG or PNG file");
    const saved = await upload(ADMIN, "medLogo", PNG);
    expect(saved.statusCode, saved.body).toBe(200);
    const url = `${CONFIG}/${sahyadriProgramme.id}/logo/medLogo`;
    expect(saved.json<{ payload: ProgrammeDetail }>().payload).toMatchObject({ medLogo: url, xtrLogo: null });
    const image = await kit.call(ADMIN, "GET", url);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await upload(OPS, "xtrLogo", JPEG, "image/jpeg")).statusCode).toBe(200);
    const large = await kit.call(OPS, "GET", `${CONFIG}/${sahyadriProgramme.id}/logo/xtrLogo`);
    expect(large.headers["content-type"]).toBe("image/jpeg");
    const replaced = await upload(ADMIN, "medLogo", JPEG, "image/jpeg");
    expect(replaced.statusCode).toBe(200);
    expect((await kit.call(ADMIN, "GET", url)).headers["content-type"]).toBe("image/jpeg");
    const [entry] = await kit.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, sahyadriProgramme.id), eq(auditLog.action, "programme.logo_replaced")),
      );
    expect(entry).toBeDefined();
  });

  it("refuses other kinds, other users and a programme without that logo", async () => {
    expect((await upload(ADMIN, "bigLogo", PNG)).statusCode).toBe(400);
    expect((await upload(ANCHOR, "medLogo", PNG)).statusCode).toBe(403);
    await kit.fails(404, ADMIN, "GET", `${CONFIG}/${vardhmanProgramme.id}/logo/medLogo`);
    await kit.fails(404, ANCHOR, "GET", `${CONFIG}/${sahyadriProgramme.id}/logo/medLogo`);
  });
});

describe("a new lender bank account waits for approval", () => {
  const account = {
    lender: shree.id,
    accountNumber: "50200077777777",
    ifsc: "HDFC0000001",
    accountHolderName: "Shree Finance Ltd",
    accountType: "CURRENT",
  };

  it("starts PENDING with its creation as the diff, and is ACTIVE once another staff user approves", async () => {
    const created = await kit.okPayload<LenderBankAccountDetail>(OPS, "POST", ACCOUNTS, account);
    expect(created).toMatchObject({ status: "PENDING", bankName: "HDFC Bank" });
    expect(created.pendingChange?.changes).toEqual(
      expect.arrayContaining([
        { field: "accountNumber", before: null, after: "50200077777777" },
        { field: "bankName", before: null, after: "HDFC Bank" },
        { field: "status", before: null, after: "ACTIVE" },
      ]),
    );
    const listed = await kit.page<LenderBankAccountItem>(NBFC, ACCOUNTS);
    expect(listed.payload.find((item) => item.id === created.id)?.status).toBe("PENDING");
    await kit.fails(403, OPS, "POST", `/master/pending-changes/${created.pendingChange!.id}/approve`);
    const change = await kit.fails(409, ADMIN, "PUT", `${ACCOUNTS}/${created.id}`, {
      ...account,
      lender: undefined,
      version: created.version,
    });
    expect(change.message).toMatch(/not approved/);
    await approve(SUPERADMIN, created.pendingChange);
    const approved = await kit.okPayload<LenderBankAccountDetail>(NBFC, "GET", `${ACCOUNTS}/${created.id}`);
    expect(approved).toMatchObject({
      status: "ACTIVE",
      accountNumber: "50200077777777",
      pendingChange: null,
    });
  });

  it("stays REJECTED when the creation is rejected", async () => {
    const created = await kit.okPayload<LenderBankAccountDetail>(ADMIN, "POST", ACCOUNTS, {
      ...account,
      accountNumber: "50200088888888",
    });
    await kit.okPayload<PendingChange>(
      OPS,
      "POST",
      `/master/pending-changes/${created.pendingChange!.id}/reject`,
      {
        reason: "Not the lender's account",
      },
    );
    const rejected = await kit.okPayload<LenderBankAccountDetail>(ADMIN, "GET", `${ACCOUNTS}/${created.id}`);
    expect(rejected).toMatchObject({ status: "REJECTED", pendingChange: null });
    await kit.fails(409, ADMIN, "PUT", `${ACCOUNTS}/${created.id}`, {
      ...account,
      lender: undefined,
      version: rejected.version,
    });
  });
});
