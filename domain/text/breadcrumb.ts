const titleWord = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/**
 * The page title a breadcrumb shows for a path: its last segment as title-case words split on hyphens
 * (`/merchant/supplier-invoices?userId=7` gives `Supplier Invoices`). The root path gives "".
 */
export function breadcrumbTitle(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? "";
  const segments = withoutQuery.split("/").filter((segment) => segment !== "");
  const last = segments.at(-1) ?? "";
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape is shown as typed.
  }
  return decoded
    .split("-")
    .filter((word) => word !== "")
    .map(titleWord)
    .join(" ");
}
