ALTER TABLE "user_reports" ADD COLUMN "late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_reports" ADD COLUMN "late_fee" bigint DEFAULT 0 NOT NULL;