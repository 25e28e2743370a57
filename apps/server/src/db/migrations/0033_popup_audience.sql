ALTER TABLE "contents_versions" ADD COLUMN "popup_audience" varchar(20);--> statement-breakpoint
UPDATE "contents_versions" SET "popup_audience" = 'NO_SECOND_FACTOR' WHERE "popup_audience" IS NULL AND "contents_id" IN (SELECT "contents_id" FROM "contents" WHERE "contents_key" = 'POPUP_OTP_2026');
