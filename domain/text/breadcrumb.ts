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

/** The names a breadcrumb uses instead of title-casing a segment. */
export interface BreadcrumbNames {
  /** A page's title by its path (`/admin/kyc` → "KYC"): the menu's titles. */
  pages?: Readonly<Record<string, string>>;
  /** The names pages give segments, keyed by the decoded segment (a record id → "Invoice INV-0042"). */
  segments?: Readonly<Record<string, string>>;
}

/**
 * The breadcrumb of a path, one item per segment: the name its page gave the segment, else the title of the
 * page at the path up to that segment, else the segment as title-case words split on hyphens.
 */
export function breadcrumbTrail(path: string, names: BreadcrumbNames = {}): string[] {
  const { pages = {}, segments = {} } = names;
  let prefix = "";
  return segmentsOf(path).map((segment) => {
    prefix = `${prefix}/${segment}`;
    return segments[segment] ?? pages[prefix] ?? titleCase(segment);
  });
}

/**
 * The page title a breadcrumb shows for a path: its last item (`/merchant/supplier-invoices?userId=7` gives
 * `Supplier Invoices`). The root path gives "".
 */
export function breadcrumbTitle(path: string, names: BreadcrumbNames = {}): string {
  return breadcrumbTrail(path, names).at(-1) ?? "";
}
