import type { AnchorUserItem } from "@domain/api/anchor-users";
import type { MerchantOnboardingResponse } from "@domain/api/merchant-onboarding";
import { describe, expect, it } from "vitest";
import { DEMO_ANCHOR_USERS } from "@server/db/seed/demo-clients";
import { DEMO_ANCHORS } from "@server/db/seed/demo-organisations";
import { ADMIN, ANCHOR, ANCHOR2, clientsKit, MERCHANT, NBFC, OPS } from "./clients-kit";

const kit = clientsKit();
const [gokul, vardhman] = DEMO_ANCHORS;
const URL = "/user/admin/anchor-users";
const [gokulFarmer] = DEMO_ANCHOR_USERS;

/** A merchant with one bank account, onboarded through the operations form. */
const merchantWithBank = (n: number) =>
  kit.okPayload<MerchantOnboardingResponse>(ADMIN, "POST", "/user/admin/onboarding", {
    fullName: `Farmer ${n}`,
    businessName: `Farm ${n}`,
    email: `farmer${n}@farm.in`,
    mobile: `981100000${n}`,
    userType: "USER",
    accountNumber: `12345678${n}`,
    ifsc: "SBIN0000001",
  });

const form = (extra: object = {}) => ({
  anchorId: gokul.id,
  externalId: "GDC-01001",
  mobile: "9811000100",
  avgMonthCollection: "1250.5",
  vintage: "24",
  onboardingFlow: "Agro",
  ...extra,
});

describe("anchor users", () => {
  it("lists all for staff, only its own for an anchor, none for lenders and merchants", async () => {
    const all = await kit.page<AnchorUserItem>(ADMIN, URL);
    expect(all.total).toBe(DEMO_ANCHOR_USERS.length);
    const own = await kit.page<AnchorUserItem>(ANCHOR, URL);
    expect(own.payload.every((user) => user.anchorId === gokul.id)).toBe(true);
    expect(own.total).toBe(2);
    await kit.fails(404, ANCHOR2, "GET", `${URL}/${gokulFarmer!.id}`);
    await kit.fails(403, NBFC, "GET", URL);
    await kit.fails(403, MERCHANT, "GET", URL);
    const search = await kit.page<AnchorUserItem>(ADMIN, `${URL}?search=gdc-009`);
    expect(search.payload.map((user) => user.externalId)).toEqual(["GDC-00962"]);
    const byAnchor = await kit.page<AnchorUserItem>(ADMIN, `${URL}?anchorId=${vardhman.id}&sort=mobile`);
    expect(byAnchor.total).toBe(1);
    const shown = await kit.okPayload<AnchorUserItem>(ANCHOR, "GET", `${URL}/${gokulFarmer!.id}`);
    expect(shown).toMatchObject({ externalId: "GDC-00417", avgMonthCollection: 1850.5, vintage: 36 });
  });

  it("creates one linked to a user and that user's bank accounts, and updates it (the anchor fixed)", async () => {
    const farmer = await merchantWithBank(1);
    const created = await kit.okPayload<AnchorUserItem>(
      OPS,
      "POST",
      URL,
      form({ userId: farmer.user.id, bankIds: [farmer.bankAccount!.id] }),
    );
    expect(created).toMatchObject({
      anchorId: gokul.id,
      anchorName: gokul.name,
      mobile: "9811000100",
      userId: farmer.user.id,
      avgMonthCollection: 1250.5,
      vintage: 24,
      onboardingFlow: "Agro",
      bankIds: [farmer.bankAccount!.id],
      version: 1,
    });
    const updated = await kit.okPayload<AnchorUserItem>(OPS, "PUT", `${URL}/${created.id}`, {
      ...form({ anchorId: undefined, onboardingFlow: "default", vintage: 25, bankIds: [] }),
      userId: farmer.user.id,
      version: 1,
    });
    expect(updated).toMatchObject({
      anchorId: gokul.id,
      onboardingFlow: "default",
      vintage: 25,
      bankIds: [],
    });
    await kit.fails(409, OPS, "PUT", `${URL}/${created.id}`, { ...form(), version: 1 });
  });

  it("checks the user and the bank ids against that user", async () => {
    const farmer = await merchantWithBank(2);
    const other = await merchantWithBank(3);
    const notTheirs = await kit.fails(
      400,
      OPS,
      "POST",
      URL,
      form({ mobile: "9811000200", userId: farmer.user.id, bankIds: [other.bankAccount!.id] }),
    );
    expect(notTheirs.errors).toEqual([
      { field: "bankIds", message: "Every bank account must be one of the user's own" },
    ]);
    const noUser = await kit.fails(
      400,
      OPS,
      "POST",
      URL,
      form({ mobile: "9811000200", bankIds: [farmer.bankAccount!.id] }),
    );
    expect(noUser.errors).toEqual([
      { field: "bankIds", message: "Choose the user before the user's bank accounts" },
    ]);
    const unknown = await kit.fails(
      400,
      OPS,
      "POST",
      URL,
      form({ mobile: "9811000200", userId: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(unknown.errors).toEqual([{ field: "userId", message: "No merchant user has this id" }]);
    const anchor = await kit.fails(
      400,
      OPS,
      "POST",
      URL,
      form({ mobile: "9811000200", anchorId: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(anchor.errors).toEqual([{ field: "anchorId", message: "No anchor has this id" }]);
  });

  it("answers the form's messages, and 409 for a mobile the anchor already has", async () => {
    const invalid = await kit.fails(400, OPS, "POST", URL, {
      anchorId: "",
      mobile: "98110",
      userId: "not-a-user",
      avgMonthCollection: "lots",
      vintage: "1.5",
      onboardingFlow: "Dairy",
      bankIds: ["x"],
    });
    expect(invalid.errors).toEqual(
      expect.arrayContaining([
        { field: "anchorId", message: "Anchor is required" },
        { field: "mobile", message: "Phone number should be 10 digits" },
        { field: "userId", message: "User Id must be a UUID" },
        { field: "avgMonthCollection", message: "Average Monthly Collection must be a number" },
        { field: "vintage", message: "Vintage must be a whole number" },
        { field: "bankIds", message: "Bank ids must be UUIDs" },
      ]),
    );
    expect(invalid.errors?.map((error) => error.field)).toContain("onboardingFlow");
    const taken = await kit.fails(409, OPS, "POST", URL, form({ mobile: gokulFarmer!.mobile }));
    expect(taken.errors).toEqual([
      { field: "mobile", message: "This anchor already has a user with this mobile" },
    ]);
    // The same mobile under another anchor is another person's record there.
    await kit.okPayload<AnchorUserItem>(
      OPS,
      "POST",
      URL,
      form({ anchorId: vardhman.id, mobile: gokulFarmer!.mobile }),
    );
  });

  it("lets only platform staff write", async () => {
    await kit.fails(403, ANCHOR, "POST", URL, form());
    await kit.fails(403, ANCHOR, "PUT", `${URL}/${gokulFarmer!.id}`, { ...form(), version: 1 });
  });
});
