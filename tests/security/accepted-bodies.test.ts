import { describe, expect, it } from "vitest";
import { acceptedBodies } from "./fuzz-accepted-bodies";
import { jsonSchemaOf, zodSchemaOf } from "./route-schemas";
import { securityKit } from "./security-kit";
import { recordFigures } from "./summary";

const kit = securityKit();
/** Routes with a JSON body for which the generator finds bodies the route's schema accepts (of 76). */
const FLOOR = 76;

describe("bodies the fuzzer builds from each route's schema", () => {
  it(`are accepted by the schema on at least ${FLOOR} body routes`, async () => {
    const seeded = await kit.seededIds();
    const without: string[] = [];
    let bodyRoutes = 0;
    for (const route of kit.serviceRoutes()) {
      const json = jsonSchemaOf(route, "body");
      const zod = zodSchemaOf(route, "body");
      if (!json || !zod) continue;
      bodyRoutes += 1;
      if (acceptedBodies(json, zod, seeded).length === 0) without.push(`${route.method} ${route.url}`);
    }
    recordFigures("accepted-bodies", { bodyRoutes, withAcceptedBodies: bodyRoutes - without.length });
    expect(bodyRoutes - without.length, `no accepted body: ${without.join(", ")}`).toBeGreaterThanOrEqual(
      FLOOR,
    );
  });
});
