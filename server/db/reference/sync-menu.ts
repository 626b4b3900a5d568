import { sql } from "drizzle-orm";
import type { Database } from "../database";
import { pageAccess, pages } from "../schema/index";
import { MENU_BY_USER_TYPE, MENU_PAGES, menuItemNeedsUserConfig, menuItemPage } from "./menu";
import { iconBase64 } from "./menu-icons";

/**
 * Reference data needed in every environment, production included. Page titles and icons follow the
 * code; who sees which page is seeded once, and afterwards belongs to whoever administers the table.
 */
export async function syncMenu(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pages)
      .values(MENU_PAGES.map((page) => ({ ...page, img: iconBase64(page.imageName) })))
      .onConflictDoUpdate({
        target: pages.pageName,
        set: { title: sql`excluded.title`, img: sql`excluded.img`, imageName: sql`excluded.image_name` },
      });
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(pageAccess);
    if ((existing?.count ?? 0) > 0) return;
    const ids = new Map(
      (await tx.select({ id: pages.id, pageName: pages.pageName }).from(pages)).map((p) => [
        p.pageName,
        p.id,
      ]),
    );
    const rows = Object.entries(MENU_BY_USER_TYPE).flatMap(([userType, items]) =>
      items.map((item, index) => {
        const pageId = ids.get(menuItemPage(item));
        if (pageId === undefined) throw new Error(`Menu page ${menuItemPage(item)} is not in MENU_PAGES`);
        return {
          userType,
          pageId,
          sortOrder: (index + 1) * 10,
          requiresAnchorUserConfig: menuItemNeedsUserConfig(item),
        };
      }),
    );
    await tx.insert(pageAccess).values(rows);
  });
}
