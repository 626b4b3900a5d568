const titleWord = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** A path's segments without its query, hash and empty parts, each URL-decoded (a malformed escape as typed). */
function segmentsOf(path: string): string[] {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? "";
  return withoutQuery
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

const titleCase = (segment: string): string =>
  segment
    .split("-")
    .filter((word) => word !== "")
    .map(titleWord)
    .join(" ");

/**
 * The breadcrumb of a path: each segment as title-case words split on hyphens, except the segments a page
 * has named (`labels`, keyed by the decoded segment: a record id shown as "Invoice INV-0042").
 */
export function breadcrumbTrail(path: string, labels: Readonly<Record<string, string>> = {}): string[] {
  return segmentsOf(path).map((segment) => labels[segment] ?? titleCase(segment));
}

/**
 * The page title a breadcrumb shows for a path: its last item (`/merchant/supplier-invoices?userId=7` gives
 * `Supplier Invoices`). The root path gives "".
 */
export function breadcrumbTitle(path: string, labels: Readonly<Record<string, string>> = {}): string {
  return breadcrumbTrail(path, labels).at(-1) ?? "";
}
