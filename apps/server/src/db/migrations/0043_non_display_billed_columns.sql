ALTER TABLE "non_display_declarations" ADD COLUMN "billed_use" varchar(8);--> statement-breakpoint
ALTER TABLE "non_display_declarations" ADD COLUMN "billed_trading_tier" varchar(20);--> statement-breakpoint
ALTER TABLE "non_display_declarations" ADD COLUMN "billed_other_tier" varchar(20);--> statement-breakpoint
ALTER TABLE "non_display_declarations" ADD COLUMN "billed_effective_date" date;--> statement-breakpoint
-- What the bill reads from now on: an approved declaration's columns as they stand (a change under way keeps what it had).
UPDATE "non_display_declarations" SET "billed_use" = "use", "billed_trading_tier" = "trading_tier", "billed_other_tier" = "other_tier", "billed_effective_date" = "effective_date" WHERE "state" IN ('APPROVED', 'REVISING');
