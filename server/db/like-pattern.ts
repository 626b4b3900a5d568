/** `text` with LIKE's wildcards and its escape character escaped, so that a typed `%`, `_` or `\` matches itself. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A case-folded contains pattern (for `lower(column) LIKE`, or ILIKE as it is). */
export const containsPattern = (text: string): string => `%${escapeLike(text.toLowerCase())}%`;
