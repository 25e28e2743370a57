CREATE TABLE "clearances" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"state" varchar(30) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"reconciliation_id" integer NOT NULL,
	"reconciliation_number" varchar(30) NOT NULL,
	"period_from" varchar(7) NOT NULL,
	"period_to" varchar(7) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"lines" jsonb NOT NULL,
	"under_reported" integer NOT NULL,
	"over_reported" integer NOT NULL,
	"settlement" integer NOT NULL,
	"note" text,
	"customer_comment" text,
	"return_reason" text,
	"prepared_by" integer NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"issued_at" timestamp with time zone,
	"issued_by" integer,
	"letter_ko" "bytea",
	"letter_en" "bytea",
	"letter_sha256_ko" varchar(64),
	"letter_sha256_en" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"seed_key" varchar(60)
);
--> statement-breakpoint
ALTER TABLE "clearances" ADD CONSTRAINT "clearances_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearances" ADD CONSTRAINT "clearances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearances" ADD CONSTRAINT "clearances_prepared_by_users_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearances" ADD CONSTRAINT "clearances_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearances" ADD CONSTRAINT "clearances_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clearances_company_created_idx" ON "clearances" USING btree ("company_id","created_at","request_id");--> statement-breakpoint
CREATE INDEX "clearances_state_created_idx" ON "clearances" USING btree ("state","created_at","request_id");--> statement-breakpoint
CREATE INDEX "clearances_company_period_idx" ON "clearances" USING btree ("company_id","state","period_from","period_to");--> statement-breakpoint
CREATE INDEX "clearances_reconciliation_idx" ON "clearances" USING btree ("reconciliation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clearances_seed_key_uq" ON "clearances" USING btree ("seed_key");