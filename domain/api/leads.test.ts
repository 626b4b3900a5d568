import { describe, expect, it } from "vitest";
import { messageAt, parseValid } from "@domain/schemas/test-helpers";
import { leadCountQuerySchema, leadCountSchema, leadListQuerySchema, leadStageBodySchema } from "./leads";

const ID = "7f0c2a4e-0d4b-4c1e-9a35-3b8f6f1d2c11";

describe("GET /lead/all query", () => {
  it("defaults to the first page of 10, newest first, and coerces the query string", () => {
    expect(parseValid(leadListQuerySchema, {})).toEqual({ page: 1, pageSize: 10, sort: "-createdAt" });
    expect(
      parseValid(leadListQuerySchema, {
        page: "2",
        pageSize: "50",
        sort: "businessName",
        stage: "QUALIFIED",
        source: "ANCHOR_REFERRAL",
        anchorId: ID,
        search: "  Patel ",
        createdFrom: "2025-04-01",
        createdTo: "2025-04-30",
      }),
    ).toMatchObject({ page: 2, pageSize: 50, sort: "businessName", stage: "QUALIFIED", search: "Patel" });
  });

  it("takes only the spec's page sizes, known stages, sources and sort fields", () => {
    expect(messageAt(leadListQuerySchema, { pageSize: "20" }, "pageSize")).toBe(
      "Page size must be one of 10, 25, 50, 100, 200, 300, 400, 500, 5000",
    );
    expect(messageAt(leadListQuerySchema, { stage: "WON" }, "stage")).toBe(
      "Stage must be one of NEW, CONTACTED, DOCUMENTS_PENDING, QUALIFIED, CONVERTED, DROPPED",
    );
    expect(messageAt(leadListQuerySchema, { source: "RADIO" }, "source")).toBe(
      "Source must be one of SIGNUP, ANCHOR_REFERRAL, CAMPAIGN, WALK_IN",
    );
    expect(messageAt(leadListQuerySchema, { sort: "-pan" }, "sort")).toBe(
      "Sort by one of name, businessName, stage, capitalNeededPaise, createdAt, updatedAt, with - for descending",
    );
    expect(messageAt(leadListQuerySchema, { anchorId: "gokul" }, "anchorId")).toBe(
      "Anchor id must be a UUID",
    );
  });

  it("checks the created date range: real dates, from not after to", () => {
    expect(messageAt(leadListQuerySchema, { createdFrom: "01/04/2025" }, "createdFrom")).toBe(
      "Created from must be a date (YYYY-MM-DD)",
    );
    expect(
      messageAt(leadCountQuerySchema, { createdFrom: "2025-05-01", createdTo: "2025-04-01" }, "createdTo"),
    ).toBe("Created from cannot be after created to");
    expect(messageAt(leadListQuerySchema, { search: "x".repeat(101) }, "search")).toBe(
      "Search cannot be more than 100 characters",
    );
  });
});

describe("GET /lead/count answer", () => {
  it("needs a count for every stage", () => {
    const byStage = { NEW: 1, CONTACTED: 2, DOCUMENTS_PENDING: 0, QUALIFIED: 0, CONVERTED: 0, DROPPED: 1 };
    expect(leadCountSchema.safeParse({ total: 4, byStage }).success).toBe(true);
    expect(leadCountSchema.safeParse({ total: 4, byStage: { NEW: 4 } }).success).toBe(false);
  });
});

describe("POST /lead/stage body", () => {
  it("takes the lead, the version seen, a machine action and an optional note", () => {
    expect(
      parseValid(leadStageBodySchema, { id: ID, version: 3, action: "drop", note: " Not interested " }),
    ).toEqual({ id: ID, version: 3, action: "drop", note: "Not interested" });
  });

  it("reports each missing or wrong field with its message", () => {
    expect(messageAt(leadStageBodySchema, {}, "id")).toBe("Id is required");
    expect(messageAt(leadStageBodySchema, { id: ID }, "version")).toBe("Version is required");
    expect(messageAt(leadStageBodySchema, { id: ID, version: 1, action: "win" }, "action")).toBe(
      "Action must be one of contact, requestDocuments, qualify, convert, drop, reopen",
    );
    expect(
      messageAt(leadStageBodySchema, { id: ID, version: 1, action: "drop", note: "n".repeat(201) }, "note"),
    ).toBe("Note cannot be more than 200 characters");
  });
});
