import { isAllowed } from "@server/auth/policy";
import { forbidden } from "@server/http/errors";
import type { InventoriedRoute } from "@server/test-support/route-inventory";
import { describe, expect, it } from "vitest";
import { ACCOUNT_KEYS, GARBAGE_TOKEN, type AccountKey } from "./accounts";
import { answerProblems } from "./response-checks";
import { describeCall, isSuccess, securityKit, type Request } from "./security-kit";
import { recordFigures } from "./summary";

const kit = securityKit();
const ACCESS_LAYER_DENIAL = forbidden().message;
/**
 * Public routes that authenticate the sender by a signature of their own (a provider's webhook): their 401 for
 * a missing or wrong signature is theirs, not the access layer's.
 */
const SIGNATURE_VERIFIED_ROUTES: ReadonlySet<string> = new Set([
  "POST /user/esign/webhook",
  "POST /user/mandates/webhook",
  "POST /user/mandates/debits/webhook",
]);

type Caller = { label: string; account: AccountKey | null; authorization?: string };
const CALLERS: Caller[] = [
  { label: "no token", account: null },
  { label: "garbage token", account: null, authorization: `Bearer ${GARBAGE_TOKEN}` },
  ...ACCOUNT_KEYS.map((account) => ({ label: account, account })),
];

/** The request of one cell: the route's sample URL and an empty body (no state changes). */
async function requestOf(route: InventoriedRoute, caller: Caller): Promise<Request> {
  const headers = caller.account
    ? await kit.headersOf(caller.account)
    : caller.authorization
      ? { authorization: caller.authorization }
      : {};
  const request: Request = { method: route.method, url: await kit.urlFor(route, caller.account), headers };
  if (route.method !== "GET" && route.method !== "DELETE") request.payload = {};
  return request;
}

/** What the route's declared policy says this caller gets. */
async function expectation(route: InventoriedRoute, caller: Caller) {
  const policy = route.access;
  if (policy === undefined) return "undeclared" as const;
  if (policy === "public") return "allowed" as const;
  if (!caller.account) return "unauthenticated" as const;
  return isAllowed(policy, await kit.principal(caller.account)) ? ("allowed" as const) : ("denied" as const);
}

describe("access matrix: every service route × every kind of caller", () => {
  it("answers what each route's declared policy says, never a 5xx", { timeout: 180_000 }, async () => {
    const routes = kit.serviceRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    let cells = 0;
    for (const route of routes) {
      for (const caller of CALLERS) {
        const expected = await expectation(route, caller);
        const request = await requestOf(route, caller);
        const response = await kit.send(request);
        cells += 1;
        const status = response.statusCode;
        const where = `[${caller.label}, ${expected}] ${describeCall(request, response)}`;
        const problems = answerProblems(response, request.payload);
        if (expected === "undeclared") problems.push("service route without config.access");
        if (expected === "unauthenticated" && status !== 401) problems.push("expected 401");
        if (expected === "denied" && status !== 403) problems.push("expected 403");
        // A handler may still refuse an allowed caller on its own grounds (e.g. suppliers for an NBFC user),
        // with its own message; the access layer's denial would contradict the policy.
        if (expected === "allowed") {
          if (status === 401 && !SIGNATURE_VERIFIED_ROUTES.has(`${route.method} ${route.url}`))
            problems.push("401 for a caller the policy allows");
          if (status === 403 && response.json<{ message?: string }>().message === ACCESS_LAYER_DENIAL)
            problems.push("the access layer denied a caller the policy allows");
        }
        if (expected !== "allowed" && isSuccess(response)) problems.push("2xx where the policy says no");
        if (problems.length > 0) failures.push(`${where}: ${problems.join("; ")}`);
      }
    }
    recordFigures("matrix", {
      routes: routes.length,
      callers: CALLERS.length,
      cells,
      failures: failures.length,
    });
    expect(failures).toEqual([]);
  });
});
