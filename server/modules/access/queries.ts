import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { anchors, pageAccess, pages, users } from "@server/db/schema/index";

/** The user whose menu is shown, with the anchor flag that decides the user-config page. */
export async function findMenuUser(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      kind: users.kind,
      userType: users.userType,
      userConfigForAnchor: anchors.userConfigForAnchor,
    })
    .from(users)
    .leftJoin(anchors, eq(anchors.id, users.anchorId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function anchorUserConfigFlag(db: Executor, anchorId: string): Promise<boolean> {
  const [row] = await db
    .select({ flag: anchors.userConfigForAnchor })
    .from(anchors)
    .where(eq(anchors.id, anchorId))
    .limit(1);
  return row?.flag ?? false;
}

/** A user type's pages in menu order; user-config-only pages only when the anchor flag is on. */
export async function menuPages(db: Executor, userType: string, userConfigForAnchor: boolean) {
  return db
    .select({ pageName: pages.pageName, title: pages.title, img: pages.img, imageName: pages.imageName })
    .from(pageAccess)
    .innerJoin(pages, eq(pages.id, pageAccess.pageId))
    .where(
      and(
        eq(pageAccess.userType, userType),
        userConfigForAnchor ? undefined : eq(pageAccess.requiresAnchorUserConfig, false),
      ),
    )
    .orderBy(asc(pageAccess.sortOrder), asc(pages.id));
}
