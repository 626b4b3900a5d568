-- The loan list's read cache joins users for the relationship manager's name: a change to any user moves
-- the cached loan answers on, as a change to anchors or lenders does (0004).
CREATE TRIGGER users_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION ledgerline_notify_data_changed();
