import type { PendingChange } from "@domain/api/pending-changes";

/** A programme's change waiting for approval, as the record's `pendingChange` carries it, for component tests. */
export const pendingChangeFixture = (overrides: Partial<PendingChange> = {}): PendingChange => ({
  id: "pc-1",
  entity: "programme",
  entityId: "p-1",
  changes: [
    { field: "programLimitPaise", before: 50_000_000, after: 75_000_000 },
    { field: "liabilityInterestDays", before: 30, after: 45 },
  ],
  state: "PENDING",
  proposedById: "u-admin",
  proposedByName: "Arjun Mehta",
  proposedAt: "2026-11-20T06:30:00.000Z",
  decidedById: null,
  decidedAt: null,
  reason: null,
  ...overrides,
});
