-- Several server processes on one database (decision 052): every process caches people's display names and companies'
-- names (modules/identity/cached.ts) and the exceptions' answers built on the system settings. Their changes are now
-- announced on the portal's change channel "portal_session" too, so each process drops what it kept at once:
-- a person's name ('u:<id>', beside status and password of migration 0003), a company's names, country and temporary
-- mark ('c:<id>', beside its deletion), and any system setting ('s:<key>').
CREATE OR REPLACE FUNCTION portal_notify_session_users_row() RETURNS trigger AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status OR NEW.password_hash IS DISTINCT FROM OLD.password_hash
     OR NEW.first_name IS DISTINCT FROM OLD.first_name OR NEW.last_name IS DISTINCT FROM OLD.last_name THEN
    PERFORM pg_notify('portal_session', 'u:' || NEW.id::text);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_notify_session_company() RETURNS trigger AS $$
BEGIN
  IF NEW.deleted_at IS DISTINCT FROM OLD.deleted_at OR NEW.company_name IS DISTINCT FROM OLD.company_name
     OR NEW.company_name_en IS DISTINCT FROM OLD.company_name_en OR NEW.nation_code IS DISTINCT FROM OLD.nation_code
     OR NEW.temporary_yn IS DISTINCT FROM OLD.temporary_yn THEN
    PERFORM pg_notify('portal_session', 'c:' || NEW.id::text);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_notify_settings() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('portal_session', 's:' || OLD.key);
  ELSE
    PERFORM pg_notify('portal_session', 's:' || NEW.key);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER system_settings_notify AFTER INSERT OR UPDATE OR DELETE ON system_settings FOR EACH ROW EXECUTE FUNCTION portal_notify_settings();
