import { describe, expect, it } from "vitest";
import { ROUTES, ROUTES_WITHOUT_LENDER_LIST } from "../routes";
import { shouldLoadLenderList } from "./lender-list";

describe("when the lender list loads", () => {
  it("never on the admin and merchant pages of the first route group", () => {
    for (const route of ROUTES_WITHOUT_LENDER_LIST) expect(shouldLoadLenderList(route), route).toBe(false);
    expect(shouldLoadLenderList(`${ROUTES.clientManagement}/`)).toBe(false);
    expect(shouldLoadLenderList(`${ROUTES.clientManagement}?page=2`)).toBe(false);
  });

  it("on pages outside that group", () => {
    expect(shouldLoadLenderList(ROUTES.createJourney)).toBe(true);
    expect(shouldLoadLenderList("/admin/loans")).toBe(true);
  });
});
