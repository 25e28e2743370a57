CREATE TABLE "bbs_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bbs_contents" DROP COLUMN "search_text_ko";--> statement-breakpoint
ALTER TABLE "bbs_contents" DROP COLUMN "search_text_en";