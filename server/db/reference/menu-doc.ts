import { MENU_BY_USER_TYPE, MENU_PAGES, menuItemNeedsUserConfig, menuItemPage } from "./menu";

/** docs/menus.md, generated from the seeded menu data (a test keeps the file in sync). */
export function renderMenuDoc(): string {
  const titles = new Map(MENU_PAGES.map((page) => [page.pageName, page.title]));
  const sections = Object.entries(MENU_BY_USER_TYPE).map(([userType, items]) => {
    const rows = items.map((item, index) => {
      const page = menuItemPage(item);
      const note = menuItemNeedsUserConfig(item)
        ? " (only when the anchor's `userConfigForAnchor` is on)"
        : "";
      return `${index + 1}. \`${page}\` ${titles.get(page) ?? ""}${note}`;
    });
    return `## ${userType}\n\n${rows.join("\n")}\n`;
  });
  return [
    "# Menus by user type",
    "",
    "Generated from `server/db/reference/menu.ts`, which seeds the `pages` and `page_access` tables on first start;",
    "`GET /api/auth/check-access` reads those tables. After the first start the tables are the source of truth",
    "(edit them to change a menu); the first entry is where `/` lands. Super admins see every admin page; anchors",
    "get supplier invoices and never the retailer pages.",
    "",
    ...sections,
  ].join("\n");
}
