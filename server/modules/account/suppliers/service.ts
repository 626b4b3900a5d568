import { randomUUID } from "node:crypto";
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { CounterpartyListQuery } from "@domain/api/counterparties";
import { DUPLICATE_SUPPLIER_GSTIN_MESSAGE, type SupplierItem } from "@domain/api/suppliers";
import type { SupplierCreateValues } from "@domain/schemas/supplier-create";
import type { Principal } from "@server/auth/principal";
import type { Database } from "@server/db/database";
import { suppliers } from "@server/db/schema/suppliers";
import { badRequest, conflict, notFound, VALIDATION_FAILED } from "@server/http/errors";
import type { KycProvider } from "@server/integrations/kyc/kyc-provider";
import { checkBankAccount } from "@server/modules/master/kyc/service";
import {
  anchorOwnedCondition,
  isUuid,
  ownAnchorId,
  prefixPattern,
  STALE_RECORD_MESSAGE,
} from "../counterparty-scope";
import { isUniqueViolation } from "../unique-violation";

type Row = typeof suppliers.$inferSelect;
export type SupplierFields = Omit<SupplierCreateValues, "accountHolderName" | "bankName">;

const toItem = (row: Row): SupplierItem => ({
  id: row.id,
  anchorId: row.anchorId,
  gstin: row.gstin,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  bankAccount: row.bankAccount,
  ifsc: row.ifsc,
  accountHolderName: row.accountHolderName,
  bankName: row.bankName,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSuppliers(db: Database, principal: Principal, query: CounterpartyListQuery) {
  const search = query.search
    ? or(
        sql`lower(${suppliers.name}) LIKE ${prefixPattern(query.search)}`,
        eq(suppliers.gstin, query.search.toUpperCase()),
      )
    : undefined;
  const where = and(anchorOwnedCondition(principal, suppliers.anchorId, query.anchorId), search);
  const rows = await db
    .select()
    .from(suppliers)
    .where(where)
    .orderBy(asc(suppliers.name), asc(suppliers.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(suppliers)
    .where(where);
  return { payload: rows.map(toItem), total: count?.n ?? 0 };
}

/** Account holder and bank name from the bank check (the form shows them disabled); a failed check is a field error. */
async function bankDetails(kyc: KycProvider, fields: SupplierFields) {
  const check = await checkBankAccount(kyc, fields.bankAccount, fields.ifsc);
  if (!check.valid || !check.accountHolderName || !check.bankName) {
    const field = check.message?.includes("IFSC") ? "ifsc" : "bankAccount";
    throw badRequest(VALIDATION_FAILED, [
      { field, message: check.message ?? "The bank account could not be verified" },
    ]);
  }
  return { accountHolderName: check.accountHolderName, bankName: check.bankName };
}

const columns = (fields: SupplierFields) => ({
  gstin: fields.gst_Number,
  name: fields.Supplier_name,
  email: fields.Supplier_Email ? fields.Supplier_Email : null,
  mobile: fields.Supplier_Number,
  bankAccount: fields.bankAccount,
  ifsc: fields.ifsc,
});

const duplicate = () =>
  conflict(DUPLICATE_SUPPLIER_GSTIN_MESSAGE, [
    { field: "gst_Number", message: DUPLICATE_SUPPLIER_GSTIN_MESSAGE },
  ]);

type Deps = { db: Database; kyc: KycProvider; now: Date; principal: Principal };

export async function createSupplier(
  { db, kyc, now, principal }: Deps,
  fields: SupplierFields,
): Promise<SupplierItem> {
  const anchorId = ownAnchorId(principal);
  const bank = await bankDetails(kyc, fields);
  try {
    const [row] = await db
      .insert(suppliers)
      .values({ id: randomUUID(), anchorId, ...columns(fields), ...bank, createdAt: now, updatedAt: now })
      .returning();
    return toItem(row as Row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function updateSupplier(
  { db, kyc, now, principal }: Deps,
  fields: SupplierFields & { id: string; version: number },
): Promise<SupplierItem> {
  const anchorId = ownAnchorId(principal);
  const owned = and(eq(suppliers.id, fields.id), eq(suppliers.anchorId, anchorId));
  const [current] = isUuid(fields.id) ? await db.select().from(suppliers).where(owned) : [];
  if (!current) throw notFound("Supplier not found");
  if (current.version !== fields.version) throw conflict(STALE_RECORD_MESSAGE);
  const bank = await bankDetails(kyc, fields);
  try {
    const [row] = await db
      .update(suppliers)
      .set({ ...columns(fields), ...bank, version: sql`${suppliers.version} + 1`, updatedAt: now })
      .where(and(owned, eq(suppliers.version, fields.version)))
      .returning();
    if (!row) throw conflict(STALE_RECORD_MESSAGE);
    return toItem(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}
