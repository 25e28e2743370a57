CREATE TABLE "reconciliation_cells" (
	"request_id" integer NOT NULL,
	"month" char(7) NOT NULL,
	"product_code" varchar(30) NOT NULL,
	"use_category" varchar(3) NOT NULL,
	"entitled" integer NOT NULL,
	"reported" bigint NOT NULL,
	"difference" bigint NOT NULL,
	CONSTRAINT "reconciliation_cells_request_id_month_product_code_use_category_pk" PRIMARY KEY("request_id","month","product_code","use_category")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_mappings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_users" (
	"request_id" integer NOT NULL,
	"product_code" varchar(30) NOT NULL,
	"use_category" varchar(3) NOT NULL,
	"chunk_no" integer NOT NULL,
	"month_counts" jsonb NOT NULL,
	"users" jsonb NOT NULL,
	CONSTRAINT "reconciliation_users_request_id_product_code_use_category_chunk_no_pk" PRIMARY KEY("request_id","product_code","use_category","chunk_no")
);
--> statement-breakpoint
CREATE TABLE "reconciliations" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"state" varchar(30) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"from_month" char(7) NOT NULL,
	"to_month" char(7) NOT NULL,
	"counting_rule" varchar(30) NOT NULL,
	"result_no" integer DEFAULT 1 NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_size" integer NOT NULL,
	"file_hash" varchar(64) NOT NULL,
	"used_mapping" boolean DEFAULT false NOT NULL,
	"row_count" integer NOT NULL,
	"months" jsonb NOT NULL,
	"difference_count" integer DEFAULT 0 NOT NULL,
	"shortfall" bigint DEFAULT 0 NOT NULL,
	"surplus" bigint DEFAULT 0 NOT NULL,
	"return_reason" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	"seed_key" varchar(60)
);
--> statement-breakpoint
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
ALTER TABLE "reconciliation_cells" ADD CONSTRAINT "reconciliation_cells_request_id_reconciliations_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."reconciliations"("request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_mappings" ADD CONSTRAINT "reconciliation_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_mappings" ADD CONSTRAINT "reconciliation_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_users" ADD CONSTRAINT "reconciliation_users_request_id_reconciliations_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."reconciliations"("request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearances" ADD CONSTRAINT "clearances_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearances" ADD CONSTRAINT "clearances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearances" ADD CONSTRAINT "clearances_prepared_by_users_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearances" ADD CONSTRAINT "clearances_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearances" ADD CONSTRAINT "clearances_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_cells_difference_idx" ON "reconciliation_cells" USING btree ("request_id","difference");--> statement-breakpoint
CREATE INDEX "reconciliations_company_updated_idx" ON "reconciliations" USING btree ("company_id","updated_at","request_id");--> statement-breakpoint
CREATE INDEX "reconciliations_state_updated_idx" ON "reconciliations" USING btree ("state","updated_at","request_id");--> statement-breakpoint
CREATE INDEX "reconciliations_updated_idx" ON "reconciliations" USING btree ("updated_at","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliations_seed_key_uq" ON "reconciliations" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "clearances_company_created_idx" ON "clearances" USING btree ("company_id","created_at","request_id");--> statement-breakpoint
CREATE INDEX "clearances_state_created_idx" ON "clearances" USING btree ("state","created_at","request_id");--> statement-breakpoint
CREATE INDEX "clearances_company_period_idx" ON "clearances" USING btree ("company_id","state","period_from","period_to");--> statement-breakpoint
CREATE INDEX "clearances_reconciliation_idx" ON "clearances" USING btree ("reconciliation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clearances_seed_key_uq" ON "clearances" USING btree ("seed_key");