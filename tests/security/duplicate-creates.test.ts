import type { InventoriedRoute } from "@server/test-support/route-inventory";
import { describe, expect, it } from "vitest";
import { acceptedBodies } from "./fuzz-accepted-bodies";
import { jsonText } from "./fuzz-hostile-values";
import { answerProblems } from "./response-checks";
import { callersOf } from "./route-callers";
import { jsonSchemaOf, propertiesOf, zodSchemaOf } from "./route-schemas";
import { describeCall, isSuccess, securityKit, type Request } from "./security-kit";
import { recordFigures } from "./summary";

const kit = securityKit();
const COPIES = 5;

/**
 * The only POSTs that may succeed more than once for one body, and why: none of them creates a record.
 * Any other route that answers two identical copies with success has made a duplicate.
 */
const REPEATABLE: Record<string, string> = {
  "/account/collection/manager/pause": "holds the selected dues; a repeat finds them held",
  "/account/collection/manager/settle":
    "moves each selected receipt at its version through the collection machine; a repeat finds it moved",
  "/master/kyc/validate/pan": "asks the KYC provider; every check is its own history entry",
  "/master/kyc/validate/gst": "asks the KYC provider; every check is its own history entry",
  "/master/kyc/validate/bank": "asks the KYC provider; every check is its own history entry",
};

/**
 * POSTs with a JSON body and no `version` (a write to an existing record names its version): the creates.
 * Signing out is left out: it would end the session every later request is sent with.
 */
const isCreate = (route: InventoriedRoute) =>
  route.method === "POST" &&
  !route.url.endsWith("/logout") &&
  jsonSchemaOf(route, "body") !== undefined &&
  !("version" in propertiesOf(jsonSchemaOf(route, "body")));

describe(`${COPIES} identical creates at once (one succeeds; a unique index's race is a 409 in words, never a 5xx)`, () => {
  it("every create route answers each copy 2xx or 4xx with a message", { timeout: 300_000 }, async () => {
    const seeded = await kit.seededIds();
    const failures: string[] = [];
    let routes = 0;
    let created = 0;
    const repeated: string[] = [];
    for (const route of kit.serviceRoutes().filter(isCreate)) {
      const [body] = acceptedBodies(jsonSchemaOf(route, "body")!, zodSchemaOf(route, "body")!, seeded);
      const [caller] = await callersOf(kit, route);
      if (!body || caller === undefined) continue;
      routes += 1;
      const headers = { ...(caller ? await kit.headersOf(caller) : {}), "content-type": "application/json" };
      const request: Request = {
        method: "POST",
        url: await kit.urlFor(route, caller),
        headers,
        payload: jsonText(body),
      };
      const responses = await Promise.all(Array.from({ length: COPIES }, () => kit.send(request)));
      if (responses.some(isSuccess)) created += 1;
      if (responses.filter(isSuccess).length > 1) repeated.push(route.url);
      for (const response of responses) {
        const problems = answerProblems(response, request.payload);
        if (problems.length > 0) failures.push(`${problems.join("; ")}: ${describeCall(request, response)}`);
      }
    }
    recordFigures("duplicate-creates", {
      routes,
      created,
      requests: routes * COPIES,
      failures: failures.length,
      repeated: repeated.length,
    });
    expect(routes).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    expect(
      repeated.filter((url) => !(url in REPEATABLE)),
      "routes that created copies",
    ).toEqual([]);
  });
});
