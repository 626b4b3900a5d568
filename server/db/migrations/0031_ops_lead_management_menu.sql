-- Operations staff work the leads pipeline (they read and move every lead, as the API always allowed), so a
-- database seeded before this migration gets Lead Management in the OPS menu, after Export Data.
INSERT INTO "page_access" ("user_type", "page_id", "sort_order", "requires_anchor_user_config")
SELECT 'OPS', "page"."id", "export"."sort_order" + 5, false
FROM "page_access" "export"
JOIN "pages" "export_page" ON "export_page"."id" = "export"."page_id" AND "export_page"."page_name" = '/admin/export-data'
CROSS JOIN "pages" "page"
WHERE "page"."page_name" = '/admin/lead-management' AND "export"."user_type" = 'OPS'
ON CONFLICT DO NOTHING;
