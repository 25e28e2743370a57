CREATE TABLE "billing_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"month" char(7) NOT NULL,
	"company_id" integer NOT NULL,
	"product_code" varchar(30) NOT NULL,
	"line_type" varchar(12) NOT NULL,
	"use_category" varchar(10),
	"corrects_month" char(7),
	"currency" char(3) NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"days" smallint,
	"days_in_month" smallint,
	"amount" bigint NOT NULL,
	"source_kind" varchar(20) NOT NULL,
	"source_id" integer NOT NULL,
	"source_number" varchar(30) DEFAULT '' NOT NULL,
	"run_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_months" (
	"month" char(7) PRIMARY KEY NOT NULL,
	"status" varchar(8) DEFAULT 'OPEN' NOT NULL,
	"last_run_id" bigint,
	"last_run_at" timestamp with time zone,
	"run_count" integer DEFAULT 0 NOT NULL,
	"lines_hash" varchar(64) DEFAULT '' NOT NULL,
	"final_at" timestamp with time zone,
	"final_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"month" char(7) NOT NULL,
	"status" varchar(10) NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"customer_count" integer DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "billing_summaries" (
	"month" char(7) NOT NULL,
	"company_id" integer NOT NULL,
	"product_code" varchar(30) NOT NULL,
	"product_name_ko" varchar(200) NOT NULL,
	"product_name_en" varchar(200) NOT NULL,
	"market_main" varchar(20) NOT NULL,
	"market_sub" varchar(20) NOT NULL,
	"customer_code" varchar(20) NOT NULL,
	"customer_name" varchar(200) NOT NULL,
	"customer_name_en" varchar(200),
	"customer_main_category" varchar(20) NOT NULL,
	"customer_middle_category" varchar(30) NOT NULL,
	"billing_cycle" varchar(10) NOT NULL,
	"currency" char(3) NOT NULL,
	"basic_fee" bigint DEFAULT 0 NOT NULL,
	"variable_fee" bigint DEFAULT 0 NOT NULL,
	"correction_fee" bigint DEFAULT 0 NOT NULL,
	"usage_price" bigint DEFAULT 0 NOT NULL,
	"target_price" bigint DEFAULT 0 NOT NULL,
	"site_count" integer DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"terminal_count" integer DEFAULT 0 NOT NULL,
	"account_count" integer DEFAULT 0 NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"additional_reception_count" integer DEFAULT 0 NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"final" boolean DEFAULT false NOT NULL,
	"run_id" bigint NOT NULL,
	"detail" jsonb,
	CONSTRAINT "billing_summaries_month_company_id_product_code_pk" PRIMARY KEY("month","company_id","product_code")
);
--> statement-breakpoint
ALTER TABLE "billing_lines" ADD CONSTRAINT "billing_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_months" ADD CONSTRAINT "billing_months_final_by_users_id_fk" FOREIGN KEY ("final_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_runs" ADD CONSTRAINT "billing_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_summaries" ADD CONSTRAINT "billing_summaries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_lines_month_company_idx" ON "billing_lines" USING btree ("month","company_id","product_code");--> statement-breakpoint
CREATE INDEX "billing_lines_company_month_idx" ON "billing_lines" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "billing_runs_month_idx" ON "billing_runs" USING btree ("month","started_at");--> statement-breakpoint
CREATE INDEX "billing_summaries_product_month_idx" ON "billing_summaries" USING btree ("product_code","month");--> statement-breakpoint
CREATE INDEX "billing_summaries_company_month_idx" ON "billing_summaries" USING btree ("company_id","month");