-- Every statement that changes what the month's billing run reads of a company (the run's inputs: decision 047) is
-- announced on the portal's change channel "portal_session" (payload "b:", beside "u:", "c:", "o:", "q:"), so that each
-- server process drops its kept inputs of the fee estimates at once (modules/fee-estimates, decision 090).
-- Statement-level: one notification per statement; PostgreSQL folds identical notifications of one transaction into
-- one, delivered at commit.
CREATE OR REPLACE FUNCTION portal_notify_billing_inputs() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('portal_session', 'b:');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER billing_disputes_billing_inputs_notify AFTER INSERT OR UPDATE OR DELETE ON billing_disputes FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_billing_inputs();
--> statement-breakpoint
CREATE TRIGGER billing_lines_billing_inputs_notify AFTER INSERT OR UPDATE OR DELETE ON billing_lines FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_billing_inputs();
--> statement-breakpoint
CREATE TRIGGER billing_months_billing_inputs_notify AFTER INSERT OR UPDATE OR DELETE ON billing_months FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_billing_inputs();
--> statement-breakpoint
CREATE TRIGGER companies_billing_inputs_notify AFTER INSERT OR UPDATE OR DELETE ON companies FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_billing_inputs();
--> statement-breakpoint
CREATE TRIGGER contract_products_billing_inputs_notify AFTER INSERT OR UPDATE OR DELETE ON contract_products FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_billing_inputs();
--> statement-breakpoint
CREATE TRIGGER contracts_billing_inputs_notify AFTER INSERT OR UPDATE OR DELETE ON contracts FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_billing_inputs();
--> statement-breakpoint
CREATE TRIGGER customer_profiles_billing_inputs_notify AFTER INSERT OR UPDATE OR DELETE ON customer_profiles FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_billing_inputs();
--> statement-breakpoint
CREATE TRIGGER non_display_declarations_billing_inputs_notify AFTER INSERT OR UPDATE OR DELETE ON non_display_declarations FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_billing_inputs();
--> statement-breakpoint
CREATE TRIGGER non_display_fees_billing_inputs_notify AFTER INSERT OR UPDATE OR DELETE ON non_display_fees FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_billing_inputs();
--> statement-breakpoint
CREATE TRIGGER orders_billing_inputs_notify AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_billing_inputs();
--> statement-breakpoint
CREATE TRIGGER product_prices_billing_inputs_notify AFTER INSERT OR UPDATE OR DELETE ON product_prices FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_billing_inputs();
--> statement-breakpoint
CREATE TRIGGER products_billing_inputs_notify AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_billing_inputs();
--> statement-breakpoint
CREATE TRIGGER system_settings_billing_inputs_notify AFTER INSERT OR UPDATE OR DELETE ON system_settings FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_billing_inputs();
--> statement-breakpoint
CREATE TRIGGER user_report_rows_billing_inputs_notify AFTER INSERT OR UPDATE OR DELETE ON user_report_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_billing_inputs();
--> statement-breakpoint
CREATE TRIGGER user_reports_billing_inputs_notify AFTER INSERT OR UPDATE OR DELETE ON user_reports FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_billing_inputs();
