import type { MerchantOnboardingResponse } from "@domain/api/merchant-onboarding";
import type { UserListItem } from "@domain/api/users";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_LENDERS } from "@server/db/seed/demo-organisations";
import { auditLog, users } from "@server/db/schema/index";
import { ADMIN, ANCHOR, clientsKit, NBFC, NBFC2, OPS } from "./clients-kit";

const kit = clientsKit();
const [shree] = DEMO_LENDERS;
const URL = "/user/admin/onboarding";

const form = (extra: object = {}) => ({
  fullName: "Savita Pawar",
  businessName: "Pawar Dairy Farm",
  email: "savita@farm.in",
  mobile: "9822033445",
  userType: "USER",
  lenderId: shree.id,
  loanTenure: "12",
  processingFeeKfs: "1.5",
  simpleInterest: "18",
  penalInterest: "2",
  isSupplier: true,
  isPrimary: true,
  accountNumber: "001122334455",
  ifsc: "hdfc0000001",
  bankName: "Typed Bank",
  accountHolderName: "Savita Pawar",
  ...extra,
});

describe("merchant onboarding (admin user operations form)", () => {
  it("creates the merchant, its terms and its bank account at once, the bank name from the IFSC, audited", async () => {
    const onboarded = await kit.okPayload<MerchantOnboardingResponse>(OPS, "POST", URL, form());
    expect(onboarded.user).toMatchObject({
      name: "Savita Pawar",
      businessName: "Pawar Dairy Farm",
      email: "savita@farm.in",
      mobile: "9822033445",
      kind: "MERCHANT",
      userType: "USER",
      lenderId: shree.id,
      onboardingStatus: "NEW_USER",
    });
    expect(onboarded.terms).toEqual({
      loanTenureMonths: 12,
      processingFeePercent: 1.5,
      simpleInterestPercent: 18,
      penalInterestPercent: 2,
      isSupplier: true,
    });
    expect(onboarded.bankAccount).toMatchObject({
      accountNumber: "001122334455",
      ifsc: "HDFC0000001",
      bankName: "HDFC Bank",
      accountHolderName: "Savita Pawar",
      isPrimary: true,
    });
    const [entry] = await kit.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, onboarded.user.id), eq(auditLog.action, "user.onboarded")));
    expect(entry?.after).toMatchObject({ terms: { loanTenureMonths: 12 } });
    // Its lender's NBFC user sees it; another lender's does not.
    await kit.okPayload<UserListItem>(NBFC, "GET", `/auth/users/${onboarded.user.id}`);
    await kit.fails(404, NBFC2, "GET", `/auth/users/${onboarded.user.id}`);
  });

  it("onboards without terms or a bank account", async () => {
    const bare = await kit.okPayload<MerchantOnboardingResponse>(ADMIN, "POST", URL, {
      fullName: "Ravi Kale",
      businessName: "Kale Traders",
      email: "ravi@kale.in",
      mobile: "9822033446",
      userType: "ANCHOR",
    });
    expect(bare.terms).toEqual({
      loanTenureMonths: null,
      processingFeePercent: null,
      simpleInterestPercent: null,
      penalInterestPercent: null,
      isSupplier: false,
    });
    expect(bare.bankAccount).toBeNull();
    expect(bare.user).toMatchObject({ userType: "ANCHOR", lenderId: null });
  });

  it("answers the spec's messages", async () => {
    const invalid = await kit.fails(400, OPS, "POST", URL, {
      ...form(),
      fullName: "x".repeat(31),
      businessName: "x".repeat(51),
      mobile: "98220",
      userType: "ADMIN",
      loanTenure: "123456",
      processingFeeKfs: "1.2345",
      simpleInterest: "100.55",
      penalInterest: "123456",
      ifsc: "HDFC000001",
    });
    expect(invalid.errors).toEqual(
      expect.arrayContaining([
        { field: "fullName", message: "Full Name cannot be more than 30 characters" },
        { field: "businessName", message: "Business Name cannot be more than 50 characters" },
        { field: "mobile", message: "Phone number should be 10 digits" },
        { field: "loanTenure", message: "Loan Tenure cannot be more than 5 characters" },
        { field: "processingFeeKfs", message: "Processing Fees cannot be more than 5 characters" },
        { field: "simpleInterest", message: "Simple Interest cannot be more than 5 characters" },
        { field: "penalInterest", message: "Penal Interest cannot be more than 5 characters" },
        { field: "ifsc", message: "IFSC must have 11 characters" },
      ]),
    );
    expect(invalid.errors?.map((error) => error.field)).toContain("userType");
    const required = await kit.fails(400, OPS, "POST", URL, {});
    expect(required.errors).toEqual(
      expect.arrayContaining([
        { field: "fullName", message: "Full Name is required" },
        { field: "businessName", message: "Business Name is required" },
        { field: "email", message: "Email is required" },
      ]),
    );
  });

  it("refuses an unknown IFSC or lender, and a known mobile, writing nothing", async () => {
    const ifsc = await kit.fails(
      400,
      OPS,
      "POST",
      URL,
      form({ mobile: "9822033447", email: "a@b.in", ifsc: "ZZZZ0999999" }),
    );
    expect(ifsc.errors).toEqual([{ field: "ifsc", message: "No bank branch has this IFSC" }]);
    const lender = await kit.fails(
      400,
      OPS,
      "POST",
      URL,
      form({ mobile: "9822033447", email: "a@b.in", lenderId: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(lender.errors).toEqual([{ field: "lenderId", message: "No lender has this id" }]);
    const taken = await kit.fails(409, OPS, "POST", URL, form({ email: "new@b.in", mobile: "9876500007" }));
    expect(taken.errors).toEqual([
      { field: "mobile", message: "An account with this mobile number already exists" },
    ]);
    const written = await kit.database.db.select().from(users).where(eq(users.email, "a@b.in"));
    expect(written).toEqual([]);
  });

  it("is for platform staff only", async () => {
    await kit.fails(403, NBFC, "POST", URL, form());
    await kit.fails(403, ANCHOR, "POST", URL, form());
  });
});
