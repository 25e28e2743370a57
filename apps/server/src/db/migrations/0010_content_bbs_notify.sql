-- Every bump of the bulletin data version is announced on the channel "bbs_version" (payload: the new
-- version), so that each server process drops its cached list answers at once.
CREATE OR REPLACE FUNCTION "bbs_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  UPDATE "bbs_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO v;
  PERFORM pg_notify('bbs_version', v::text);
  RETURN NULL;
END
$$;
