-- Every statement that changes orders is announced on the portal's change channel "portal_session" (payload "o:",
-- beside the "u:" and "c:" of migration 0003), so that each server process drops its cached order lists at once
-- (modules/orders, decision 041). Statement-level: one notification per statement, and PostgreSQL folds identical
-- notifications of one transaction into one, delivered at commit.
CREATE OR REPLACE FUNCTION portal_notify_orders() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('portal_session', 'o:');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_list_notify AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_orders();
