import type { InventoriedRoute } from "@server/test-support/route-inventory";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AccountKey } from "./accounts";
import { acceptedBodies, oneFieldSpoiled } from "./fuzz-accepted-bodies";
import type { SeededIds } from "./fuzz-field-values";
import {
  HOSTILE_BODIES,
  HOSTILE_MULTIPART,
  HOSTILE_QUERIES,
  loneParameterQueries,
  queryText,
} from "./fuzz-hostile-requests";
import { HOSTILE_STRINGS, jsonText } from "./fuzz-hostile-values";
import { mutatedValue } from "./fuzz-schema-values";
import { answerProblems } from "./response-checks";
import { callersOf } from "./route-callers";
import { jsonSchemaOf, propertiesOf, takesMultipart, zodSchemaOf } from "./route-schemas";
import { describeCall, securityKit, type Request } from "./security-kit";
import { recordFigures } from "./summary";

const kit = securityKit();
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
/** Every route gets at least this many requests per database: its fixed hostile ones, then generated ones. */
const MIN_PER_ROUTE = 100;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const counts = { requests: 0, serverErrors: 0 };
let fewestPerRoute = Number.POSITIVE_INFINITY;
const failures: string[] = [];

async function send(request: Request, account: AccountKey | null): Promise<string[]> {
  const headers = { ...(account ? await kit.headersOf(account) : {}), ...request.headers };
  const response = await kit.send({ ...request, headers });
  counts.requests += 1;
  if (response.statusCode >= 500) counts.serverErrors += 1;
  const problems = answerProblems(response, request.payload);
  if (problems.length === 0) return [];
  const text = request.payload === undefined ? "" : String(request.payload);
  const sent = text
    ? ` ← ${JSON.stringify(text.slice(0, 60))}${text.length > 60 ? ` (${text.length} chars)` : ""}`
    : "";
  return [`${problems.join("; ")}: ${describeCall(request, response)}${sent}`];
}

const withQuery = (url: string, query: string) => (query ? `${url}?${query}` : url);
const fillPath = (url: string, value: string) =>
  url.replace(/:([A-Za-z_]+)/g, () => {
    try {
      return encodeURIComponent(value);
    } catch {
      return "%ED%A0%80";
    }
  });

/** Bodies the route accepts with one field spoiled, at the sample URL: what reaches its queries. */
function spoiledFieldArbitrary(
  route: InventoriedRoute,
  sampleUrl: string,
  seeded: SeededIds,
): fc.Arbitrary<Request> | null {
  const json = jsonSchemaOf(route, "body");
  const zod = zodSchemaOf(route, "body");
  const bodies = json && zod ? acceptedBodies(json, zod, seeded) : [];
  if (!json || bodies.length === 0) return null;
  return oneFieldSpoiled(bodies, json).map((body) => ({
    method: route.method,
    url: sampleUrl,
    headers: { "content-type": "application/json" },
    payload: jsonText(body),
  }));
}

/** One random request of a route: its path, query, headers and body from its schema, then mutated. */
function requestArbitrary(
  route: InventoriedRoute,
  sampleUrl: string,
  seeded: SeededIds,
): fc.Arbitrary<Request> {
  const spoiled = spoiledFieldArbitrary(route, sampleUrl, seeded);
  const mutated = mutatedRequestArbitrary(route, sampleUrl);
  return spoiled ? fc.oneof(spoiled, mutated) : mutated;
}

/** A request from the route's schemas with any part mutated: path, query, headers and body. */
function mutatedRequestArbitrary(route: InventoriedRoute, sampleUrl: string): fc.Arbitrary<Request> {
  const body = jsonSchemaOf(route, "body");
  const query = jsonSchemaOf(route, "querystring");
  const headers = jsonSchemaOf(route, "headers");
  const hasParams = route.url.includes(":");
  return fc
    .record({
      path: hasParams
        ? fc.oneof(
            fc.constant(sampleUrl),
            fc.constantFrom(...HOSTILE_STRINGS).map((v) => fillPath(route.url, v)),
          )
        : fc.constant(route.url),
      query: query ? mutatedValue(query).map(queryText) : fc.constant(""),
      headers: headers ? mutatedValue(headers) : fc.constant({}),
      body: body ? mutatedValue(body).map(jsonText) : fc.constant(undefined),
    })
    .map(({ path, query: q, headers: h, body: b }) => ({
      method: route.method,
      url: withQuery(path, q),
      headers: {
        ...stringHeaders(h),
        ...(b === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(b === undefined ? {} : { payload: b }),
    }));
}

/** Header values as a client can send them (Latin-1 text only). */
function stringHeaders(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .map(
        ([key, item]) => [key.toLowerCase(), typeof item === "string" ? item : JSON.stringify(item)] as const,
      )
      .filter(
        ([key, item]) =>
          /^[a-z][a-z0-9-]*$/.test(key) && item !== undefined && /^[\t\x20-\x7e\x80-\xff]*$/.test(item),
      ),
  );
}

/** The fixed hostile inputs for a route: bodies, multipart forms and query strings by its kind. */
function fixedRequests(route: InventoriedRoute, url: string): Request[] {
  const requests: Request[] = [];
  const isWrite = route.method !== "GET" && route.method !== "DELETE";
  if (isWrite) {
    for (const body of HOSTILE_BODIES)
      requests.push({
        method: route.method,
        url,
        headers: body.contentType ? { "content-type": body.contentType } : {},
        payload: body.payload,
      });
  }
  if (takesMultipart(route)) {
    for (const body of HOSTILE_MULTIPART)
      requests.push({
        method: route.method,
        url,
        headers: { "content-type": body.contentType },
        payload: body.payload,
      });
  }
  if (route.method === "GET") {
    const parameters = Object.keys(propertiesOf(jsonSchemaOf(route, "querystring")));
    for (const query of [...HOSTILE_QUERIES, ...loneParameterQueries(parameters)])
      requests.push({ method: route.method, url: withQuery(url, query) });
  }
  return requests;
}

describe("fuzzing every route from its schema", () => {
  it(
    `answers 4xx with a message, never a 5xx or internals (seed ${SEED}, ${RUNS} runs per route)`,
    { timeout: 600_000 },
    async () => {
      const routes = kit.serviceRoutes();
      const sessionsEnded: string[] = [];
      const seeded = await kit.seededIds();
      for (const route of routes) {
        const callers = await callersOf(kit, route);
        const sampleUrl = await kit.urlFor(route, callers[0] ?? null);
        const before = counts.requests;
        for (const request of fixedRequests(route, sampleUrl))
          for (const caller of callers.slice(0, 2)) failures.push(...(await send(request, caller)));
        const numRuns = Math.max(RUNS, MIN_PER_ROUTE - (counts.requests - before));
        const result = await fc.check(
          fc.asyncProperty(
            requestArbitrary(route, sampleUrl, seeded),
            fc.constantFrom(...callers),
            async (request, caller) => {
              const problems = await send(request, caller);
              failures.push(...problems);
              return problems.length === 0;
            },
          ),
          { numRuns, seed: SEED, endOnFailure: true },
        );
        fewestPerRoute = Math.min(fewestPerRoute, counts.requests - before);
        // A sign-out (or a password change) fuzzed here must not leave every later route fuzzed signed out.
        for (const caller of new Set(callers))
          if (caller && !(await kit.sessionAlive(caller))) {
            sessionsEnded.push(`${route.method} ${route.url} ended ${caller}'s session`);
            await kit.renewSession(caller);
          }
        if (result.failed)
          console.log(
            `fuzz ${route.method} ${route.url} failed; replay with FUZZ_SEED=${SEED} (path ${result.counterexamplePath})`,
          );
      }
      recordFigures("fuzz", {
        routes: routes.length,
        requests: counts.requests,
        fewestPerRoute,
        sessionsRenewed: sessionsEnded.length,
        serverErrors: counts.serverErrors,
        failures: failures.length,
        seed: SEED,
      });
      expect(Object.prototype).not.toHaveProperty("polluted");
      expect(fewestPerRoute).toBeGreaterThanOrEqual(MIN_PER_ROUTE);
      // Only a sign-out ends the caller's own session; anything else that did would be a finding.
      expect(sessionsEnded.filter((ended) => !ended.includes("/logout"))).toEqual([]);
      // One line per route and kind of failure, with its first example: the whole list can run to thousands.
      const firstOfEach = new Map<string, string>();
      for (const failure of failures) {
        const [call = "", sent = ""] = failure.split(" ← ");
        const key = `${call.replace(/ → (\d+).*$/s, " $1").replace(/\?.*$/, "")} ${sent.slice(0, 14)}`;
        if (!firstOfEach.has(key)) firstOfEach.set(key, failure);
      }
      expect([...firstOfEach.values()]).toEqual([]);
    },
  );
});
