-- The version of posted bulletin items: bumped once per statement that may change a list or its total
-- (not by the view counter). List totals are cached per version (docs/decisions/004-text-search.md).
INSERT INTO "bbs_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bbs_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "bbs_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bbs_contents_version_write" AFTER INSERT OR DELETE OR TRUNCATE ON "bbs_contents"
  FOR EACH STATEMENT EXECUTE FUNCTION "bbs_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "bbs_contents_version_update" AFTER UPDATE OF "bbs_code", "category_code", "notice_yn", "created_at", "search_key_ko", "search_key_en" ON "bbs_contents"
  FOR EACH STATEMENT EXECUTE FUNCTION "bbs_version_bump"();
