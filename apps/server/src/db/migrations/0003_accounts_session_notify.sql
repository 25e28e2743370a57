-- Session check cache invalidation (accounts area). Every change that can end a session or a
-- company membership notifies the channel portal_session; each server process listens and drops
-- its cached answers for that user ('u:<id>') or company ('c:<id>'). Changes made by any area
-- (staff removal, company deletion, role changes) reach every server at once.
CREATE OR REPLACE FUNCTION portal_notify_session_user() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('portal_session', 'u:' || OLD.user_id::text);
  ELSE
    PERFORM pg_notify('portal_session', 'u:' || NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_notify_session_users_row() RETURNS trigger AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status OR NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    PERFORM pg_notify('portal_session', 'u:' || NEW.id::text);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_notify_session_company() RETURNS trigger AS $$
BEGIN
  IF NEW.deleted_at IS DISTINCT FROM OLD.deleted_at THEN
    PERFORM pg_notify('portal_session', 'c:' || NEW.id::text);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_session_notify AFTER UPDATE ON users FOR EACH ROW EXECUTE FUNCTION portal_notify_session_users_row();
--> statement-breakpoint
CREATE TRIGGER user_companies_session_notify AFTER INSERT OR UPDATE OR DELETE ON user_companies FOR EACH ROW EXECUTE FUNCTION portal_notify_session_user();
--> statement-breakpoint
CREATE TRIGGER user_roles_session_notify AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION portal_notify_session_user();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_session_notify AFTER UPDATE ON auth_sessions FOR EACH ROW EXECUTE FUNCTION portal_notify_session_user();
--> statement-breakpoint
CREATE TRIGGER companies_session_notify AFTER UPDATE ON companies FOR EACH ROW EXECUTE FUNCTION portal_notify_session_company();
