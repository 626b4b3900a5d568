import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ProgrammeDetail } from "@domain/api/programmes";
import { expect } from "vitest";
import { seededApp } from "@server/test-support/seeded-app";

export const SUPERADMIN = "superadmin@demo.in";
export const ADMIN = "admin@demo.in";
export const OPS = "ops@demo.in";
export const PAYMENTS = "payments@demo.in";
export const NBFC = "nbfc@demo.in";
export const NBFC2 = "nbfc2@demo.in";
export const ANCHOR = "anchor@demo.in";
export const ANCHOR2 = "distribution@demo.in";
export const MERCHANT = "merchant@demo.in";

/** The client-management tests' seeded app (documents under a fresh DATA_DIR) and JSON call helpers. */
export function clientsKit() {
  const suite = seededApp({ config: { dataDir: mkdtempSync(path.join(tmpdir(), "ll-clients-")) } });
  const call = async (email: string, method: string, url: string, payload?: object) =>
    suite.app.inject({
      method: method as "GET",
      url,
      headers: await suite.as(email),
      ...(payload ? { payload } : {}),
    });
  /** A call that must answer 200: its payload. */
  const okPayload = async <T>(email: string, method: string, url: string, payload?: object): Promise<T> => {
    const response = await call(email, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ payload: T }>().payload;
  };
  /** A list call that must answer 200: its page and total. */
  const page = async <T>(email: string, url: string) => {
    const response = await call(email, "GET", url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ payload: T[]; total: number }>();
  };
  /** The error answer of a call expected to fail with `status`. */
  const fails = async (status: number, email: string, method: string, url: string, payload?: object) => {
    const response = await call(email, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<{ message: string; errors?: { field: string; message: string }[] }>();
  };
  return Object.assign(suite, { call, okPayload, page, fails });
}

/** The programme form as the edit page would send it back, with `overrides`. */
export const programmeFormOf = (programme: ProgrammeDetail, overrides: Record<string, unknown> = {}) => ({
  name: programme.name,
  programLimit: String(programme.programLimitPaise / 100),
  userType: programme.userType,
  dashboards: programme.dashboards,
  isGstEnable: programme.isGstEnable,
  isItrEnable: programme.isItrEnable,
  subPlan: programme.subPlan ?? "",
  liabilityInterestDays: programme.liabilityInterestDays,
  geography: programme.geography,
  gst: programme.gst ?? "",
  themeColor: programme.themeColor ?? "",
  version: programme.version,
  ...overrides,
});
