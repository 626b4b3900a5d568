import { boolean, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";

/** Every page of the portal the menu can show (spec section 3, access entry). */
export const pages = pgTable("pages", {
  id: serial("id").primaryKey(),
  /** The route path from `domain/routes.ts`. */
  pageName: text("page_name").notNull().unique(),
  title: text("title").notNull(),
  /** The icon as a base64-encoded SVG. */
  img: text("img").notNull(),
  imageName: text("image_name").notNull(),
});

/** Which user type sees which page, in which order: the menu as data. */
export const pageAccess = pgTable(
  "page_access",
  {
    userType: text("user_type").notNull(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull(),
    /** Shown only when the user's anchor has `userConfigForAnchor` on. */
    requiresAnchorUserConfig: boolean("requires_anchor_user_config").notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.userType, table.pageId] })],
);
