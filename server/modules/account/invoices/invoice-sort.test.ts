import type { InvoiceItem } from "@domain/api/invoices";
import { describe, expect, it } from "vitest";
import { ApiProblem } from "@server/http/errors";
import { afterCursor, cursorAfter, parseSort } from "./invoice-sort";

const row = {
  id: "0b6f3f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
  invoiceDate: "2025-06-01",
  amountPaise: 125000,
} as InvoiceItem;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("keyset cursors", () => {
  it("round-trips the last row's sort value and id", () => {
    const sort = parseSort("-invoiceDate");
    const cursor = cursorAfter(sort, row);
    expect(cursor).not.toBeNull();
    expect(() => afterCursor(sort, cursor ?? "")).not.toThrow();
  });

  it("gives no cursor for a nullable sort column", () => {
    expect(cursorAfter(parseSort("actualPaymentDate"), row)).toBeNull();
  });

  it("refuses a cursor of another sort, a malformed one and one whose value cannot be cast", () => {
    const byDate = parseSort("invoiceDate");
    const problems = [
      cursorAfter(parseSort("amountPaise"), row) ?? "",
      "not-a-cursor",
      encode(["invoiceDate", "yesterday", row.id]),
      encode(["invoiceDate", "2025-06-01", "x'); drop table invoices; --"]),
      encode(["invoiceDate", "2025-02-30", row.id]),
      encode(["invoiceDate", "0000-01-01", row.id]),
    ];
    for (const cursor of problems) {
      expect(() => afterCursor(byDate, cursor)).toThrow(ApiProblem);
    }
  });

  it("refuses an instant that is not what the server writes, or a text value with a NUL", () => {
    const byCreation = parseSort("createdAt");
    for (const value of ["2025-02-30T10:00:00.000Z", "12", "2025-06-01", "+275760-09-13T00:00:00.000Z"]) {
      expect(() => afterCursor(byCreation, encode(["createdAt", value, row.id]))).toThrow("Invalid cursor");
    }
    expect(() =>
      afterCursor(byCreation, encode(["createdAt", "2025-06-01T04:30:00.000Z", row.id])),
    ).not.toThrow();
    const byNumber = parseSort("invoiceNumber");
    expect(() => afterCursor(byNumber, encode(["invoiceNumber", "A\u0000B", row.id]))).toThrow(
      "Invalid cursor",
    );
  });
});
