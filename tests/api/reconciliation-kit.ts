import { readFileSync } from "node:fs";
import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { MatchCandidate, Statement, StatementLine } from "@domain/api/reconciliation";
import { auditLog, emis } from "@server/db/schema/index";
import { seededApp } from "@server/test-support/seeded-app";
import { PAYMENTS } from "./clients-kit";
import { multipart } from "./invoices-kit";

export const SAMPLE = readFileSync("server/db/seed/samples/bank-statement-sample.csv", "utf8");
export const HDFC_HEADER =
  "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance";

/** The reconciliation API tests' app: uploads, reads and line actions as a money staff user. */
export function reconciliationKit() {
  const suite = seededApp();

  async function upload(
    csv: string,
    name = "statement.csv",
    email = PAYMENTS,
    fields: Record<string, string> = {},
  ) {
    const form = await multipart(fields, { field: "file", name, bytes: Buffer.from(csv), type: "text/csv" });
    return suite.app.inject({
      method: "POST",
      url: "/account/reconciliation/statements",
      headers: { ...(await suite.as(email)), ...form.headers },
      payload: form.payload,
    });
  }

  async function uploaded(csv: string, name?: string, fields?: Record<string, string>): Promise<Statement> {
    const response = await upload(csv, name, PAYMENTS, fields);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ payload: Statement }>().payload;
  }

  const call = async (method: "GET" | "POST", url: string, body?: object, email = PAYMENTS) =>
    suite.app.inject({ method, url, headers: await suite.as(email), ...(body ? { payload: body } : {}) });

  async function linesOf(statementId: string): Promise<StatementLine[]> {
    const response = await call(
      "GET",
      `/account/reconciliation/lines?statementId=${statementId}&pageSize=100`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ payload: StatementLine[] }>().payload;
  }

  async function candidates(query: string): Promise<MatchCandidate[]> {
    const response = await call("GET", `/account/reconciliation/candidates?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ payload: MatchCandidate[] }>().payload;
  }

  const lineAction = (line: StatementLine, action: string, body: object) =>
    call("POST", `/account/reconciliation/lines/${line.id}/${action}`, { version: line.version, ...body });

  /** A borrower's open dues, oldest first, as the database holds them. */
  const duesOf = (trancheRef: string) =>
    suite.database.db.select().from(emis).where(eq(emis.trancheRef, trancheRef)).orderBy(asc(emis.dueDate));

  const auditsOf = (entityId: string) =>
    suite.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "bank_statement_line"), eq(auditLog.entityId, entityId)))
      .orderBy(asc(auditLog.id));

  return { suite, upload, uploaded, call, linesOf, candidates, lineAction, duesOf, auditsOf };
}
