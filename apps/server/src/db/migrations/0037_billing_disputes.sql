CREATE TABLE "billing_disputes" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"state" varchar(30) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"billing_month" char(7) NOT NULL,
	"line_id" bigint NOT NULL,
	"product_code" varchar(30) NOT NULL,
	"product_name_ko" varchar(200) NOT NULL,
	"product_name_en" varchar(200) NOT NULL,
	"line_type" varchar(12) NOT NULL,
	"use_category" varchar(10),
	"corrects_month" char(7),
	"currency" char(3) NOT NULL,
	"line_amount" bigint NOT NULL,
	"source_number" varchar(30) DEFAULT '' NOT NULL,
	"issued_on" date NOT NULL,
	"window_last_day" date NOT NULL,
	"reason" text NOT NULL,
	"accepted_amount" bigint,
	"adjustment_month" char(7),
	"acceptance_note" text,
	"rejection_reason" text,
	"withdraw_reason" text,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	"seed_key" varchar(60)
);
--> statement-breakpoint
ALTER TABLE "billing_disputes" ADD CONSTRAINT "billing_disputes_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_disputes" ADD CONSTRAINT "billing_disputes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_disputes" ADD CONSTRAINT "billing_disputes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_disputes" ADD CONSTRAINT "billing_disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_disputes_company_requested_idx" ON "billing_disputes" USING btree ("company_id","requested_at","request_id");--> statement-breakpoint
CREATE INDEX "billing_disputes_state_requested_idx" ON "billing_disputes" USING btree ("state","requested_at","request_id");--> statement-breakpoint
CREATE INDEX "billing_disputes_requested_idx" ON "billing_disputes" USING btree ("requested_at","request_id");--> statement-breakpoint
CREATE INDEX "billing_disputes_company_month_idx" ON "billing_disputes" USING btree ("company_id","billing_month");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_disputes_line_holding_uq" ON "billing_disputes" USING btree ("line_id") WHERE "billing_disputes"."state" in ('OPEN', 'ACCEPTED');--> statement-breakpoint
CREATE INDEX "billing_disputes_adjustment_idx" ON "billing_disputes" USING btree ("adjustment_month","company_id") WHERE "billing_disputes"."state" = 'ACCEPTED';--> statement-breakpoint
CREATE UNIQUE INDEX "billing_disputes_seed_key_uq" ON "billing_disputes" USING btree ("seed_key");