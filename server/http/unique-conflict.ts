import { isUniqueViolation } from "@server/db/unique-violation";
import { conflict } from "./errors";

/**
 * For a write's `.catch`: the violation of unique index `index` (a duplicate, or the loser of two identical
 * writes at once) becomes a 409 with `message`; any other error passes on unchanged.
 */
export const conflictOnDuplicate =
  (index: string, message: string) =>
  (error: unknown): never => {
    throw isUniqueViolation(error, index) ? conflict(message) : error;
  };
