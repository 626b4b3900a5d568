-- A database seeded before this migration keeps its menus (`page_access` is seeded once): UTR Imports is added
-- after Collections for super admins, admins and operations; the start-up menu sync then sets its icon.
INSERT INTO "pages" ("page_name", "title", "img", "image_name")
SELECT '/utr-imports', 'UTR Imports', '', 'upload' WHERE EXISTS (SELECT 1 FROM "page_access")
ON CONFLICT ("page_name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "page_access" ("user_type", "page_id", "sort_order", "requires_anchor_user_config")
SELECT "collections"."user_type", "page"."id", "collections"."sort_order" + 5, false
FROM "page_access" "collections"
JOIN "pages" "collections_page" ON "collections_page"."id" = "collections"."page_id" AND "collections_page"."page_name" = '/collections'
CROSS JOIN "pages" "page"
WHERE "page"."page_name" = '/utr-imports' AND "collections"."user_type" IN ('SUPER_ADMIN', 'ADMIN', 'OPS')
ON CONFLICT DO NOTHING;
