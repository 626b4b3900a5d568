import type { MerchantOnboardingResponse, UserBankAccount } from "@domain/api/merchant-onboarding";
import { describe, expect, it } from "vitest";
import { ADMIN, ANCHOR, clientsKit, MERCHANT, NBFC, OPS } from "./clients-kit";

const kit = clientsKit();
const URL = "/user/admin/anchor-users/bank-accounts";

describe("a merchant user's bank accounts, for the anchor user form", () => {
  it("lists the user's own accounts to platform staff", async () => {
    const farmer = await kit.okPayload<MerchantOnboardingResponse>(ADMIN, "POST", "/user/admin/onboarding", {
      fullName: "Farmer Banks",
      businessName: "Banks Farm",
      email: "banks@farm.in",
      mobile: "9811000991",
      userType: "USER",
      accountNumber: "123456789012",
      ifsc: "SBIN0000001",
      isPrimary: true,
    });
    const accounts = await kit.okPayload<UserBankAccount[]>(OPS, "GET", `${URL}?userId=${farmer.user.id}`);
    expect(accounts).toEqual([
      expect.objectContaining({
        id: farmer.bankAccount!.id,
        accountNumber: "123456789012",
        ifsc: "SBIN0000001",
        bankName: farmer.bankAccount!.bankName,
      }),
    ]);
    const none = await kit.okPayload<MerchantOnboardingResponse>(ADMIN, "POST", "/user/admin/onboarding", {
      fullName: "Farmer Nobank",
      businessName: "Nobank Farm",
      email: "nobank@farm.in",
      mobile: "9811000992",
      userType: "USER",
    });
    expect(await kit.okPayload<UserBankAccount[]>(ADMIN, "GET", `${URL}?userId=${none.user.id}`)).toEqual([]);
  });

  it("answers 404 for an id no merchant user has, 400 for no id, and 403 outside platform staff", async () => {
    const unknown = await kit.fails(404, ADMIN, "GET", `${URL}?userId=00000000-0000-4000-8000-000000000000`);
    expect(unknown.message).toBe("No merchant user has this id");
    const missing = await kit.fails(400, ADMIN, "GET", URL);
    expect(missing.errors).toEqual([{ field: "userId", message: "No merchant user has this id" }]);
    for (const caller of [ANCHOR, NBFC, MERCHANT]) {
      await kit.fails(403, caller, "GET", `${URL}?userId=00000000-0000-4000-8000-000000000000`);
    }
  });
});
