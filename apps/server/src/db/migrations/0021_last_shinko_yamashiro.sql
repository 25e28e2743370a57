ALTER TABLE "user_report_row_sets" ADD COLUMN "staging_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_report_row_sets" ADD COLUMN "discarded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_report_uploads" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "user_report_row_sets_sweep_idx" ON "user_report_row_sets" USING btree ("id") WHERE "user_report_row_sets"."discarded" or "user_report_row_sets"."staging_at" is not null;--> statement-breakpoint
CREATE INDEX "user_report_uploads_checking_idx" ON "user_report_uploads" USING btree ("heartbeat_at") WHERE "user_report_uploads"."status" = 'CHECKING';