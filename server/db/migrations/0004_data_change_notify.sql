-- Every committed change to a table that cached reads depend on is announced on the channel
-- `ledgerline_data_changed` (payload: the table's name), once per statement. Notifications are delivered
-- at commit, to every server process listening (PGlite in-process, PostgreSQL across instances), and also
-- for changes made outside the API (psql, scripts).
CREATE OR REPLACE FUNCTION ledgerline_notify_data_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('ledgerline_data_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER invoices_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER invoice_counts_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoice_counts"
  FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER anchors_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "anchors"
  FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER lenders_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lenders"
  FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
