-- The day-end raises overdue penal on tens of thousands of dues at once (migration 0039), updating each due's
-- penal_due_paise, version and updated_at, none of them indexed: with room left on each page the new row version
-- stays on its page (a HOT update) instead of being added to each of the table's ten indexes. Pages written from
-- now on keep 10% free; existing pages gain it when the table is next rewritten.
ALTER TABLE "emis" SET (fillfactor = 90);
