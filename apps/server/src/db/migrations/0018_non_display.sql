CREATE TABLE "non_display_declarations" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"state" varchar(30) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" varchar(30) NOT NULL,
	"order_type" varchar(12) NOT NULL,
	"use" varchar(8),
	"trading_tier" varchar(20),
	"other_tier" varchar(20),
	"effective_date" date,
	"form" jsonb NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"revision_no" integer DEFAULT 1 NOT NULL,
	"search_text" varchar(200) DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"lang" varchar(2) DEFAULT 'ko' NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"approved_by_name" varchar(200),
	"last_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seed_key" varchar(60)
);
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "non_display_declarations" ADD CONSTRAINT "non_display_declarations_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_display_declarations" ADD CONSTRAINT "non_display_declarations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_display_declarations" ADD CONSTRAINT "non_display_declarations_order_id_requests_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_display_declarations" ADD CONSTRAINT "non_display_declarations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_display_declarations" ADD CONSTRAINT "non_display_declarations_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "non_display_company_updated_idx" ON "non_display_declarations" USING btree ("company_id","updated_at","request_id");--> statement-breakpoint
CREATE INDEX "non_display_state_updated_idx" ON "non_display_declarations" USING btree ("state","updated_at","request_id");--> statement-breakpoint
CREATE INDEX "non_display_updated_idx" ON "non_display_declarations" USING btree ("updated_at","request_id");--> statement-breakpoint
CREATE INDEX "non_display_order_idx" ON "non_display_declarations" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "non_display_live_order_uq" ON "non_display_declarations" USING btree ("order_id") WHERE "non_display_declarations"."state" not in ('REJECTED', 'CANCELLED');--> statement-breakpoint
CREATE UNIQUE INDEX "non_display_seed_key_uq" ON "non_display_declarations" USING btree ("seed_key");