/** The Drizzle schema object: every table, for the client, migrations and drizzle-kit. */
export { anchors } from "./anchors";
export { auditLog } from "./audit-log";
export { invoiceCounts, invoices, invoiceTerms } from "./invoices";
export { kycChecks } from "./kyc-checks";
export { leads } from "./leads";
export { lenders } from "./lenders";
export { pageAccess, pages } from "./menu";
export { partners } from "./partners";
export { programmes } from "./programmes";
export { retailers } from "./retailers";
export { suppliers } from "./suppliers";
export { oneTimePasswords, refreshTokens, revokedAccessTokens, signInFailures } from "./tokens";
export { users } from "./users";
