CREATE TABLE "user_report_form" (
	"id" integer PRIMARY KEY NOT NULL,
	"storage_key" varchar(80) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_size" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_report_proxies" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_report_proxies_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "user_report_reminders" (
	"company_id" integer NOT NULL,
	"report_month" char(7) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_report_reminders_company_id_report_month_kind_pk" PRIMARY KEY("company_id","report_month","kind")
);
--> statement-breakpoint
CREATE TABLE "user_report_row_sets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"hash" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_report_rows" (
	"row_set_id" bigint NOT NULL,
	"row_no" integer NOT NULL,
	"provision_method" text DEFAULT '' NOT NULL,
	"use_category" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"billing_code" text DEFAULT '' NOT NULL,
	"variable_fee_item" text DEFAULT '' NOT NULL,
	"product_code" text DEFAULT '' NOT NULL,
	"vendor_product_name" text DEFAULT '' NOT NULL,
	"subscriber_name" text DEFAULT '' NOT NULL,
	"subscriber_id" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"quantity" text DEFAULT '' NOT NULL,
	"qty" integer,
	"amount" bigint DEFAULT 0 NOT NULL,
	"issues" text DEFAULT '' NOT NULL,
	CONSTRAINT "user_report_rows_row_set_id_row_no_pk" PRIMARY KEY("row_set_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "user_report_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"four_eyes" boolean DEFAULT false NOT NULL,
	"exempt" boolean DEFAULT false NOT NULL,
	"exempt_reason" text DEFAULT '' NOT NULL,
	"contact_name" varchar(100) DEFAULT '' NOT NULL,
	"contact_email" varchar(254) DEFAULT '' NOT NULL,
	"contact_phone" varchar(30) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_report_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_size" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"issue_count" integer DEFAULT 0 NOT NULL,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_error_code" varchar(20),
	"file_error_params" jsonb,
	"marked_key" varchar(80),
	"lang" varchar(2) DEFAULT 'ko' NOT NULL,
	"report_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_reports" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"state" varchar(30) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"type" varchar(12) NOT NULL,
	"method" varchar(8) NOT NULL,
	"report_month" char(7) NOT NULL,
	"billing_month" char(7) NOT NULL,
	"corrects_request_id" integer,
	"currency" char(3) NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"correction_reason" text,
	"created_by" integer NOT NULL,
	"proxy_user_id" integer,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"internal_approver_id" integer,
	"approver_id" integer,
	"decided_at" timestamp with time zone,
	"last_reason" text,
	"row_set_id" bigint,
	"row_count" integer DEFAULT 0 NOT NULL,
	"invalid_row_count" integer DEFAULT 0 NOT NULL,
	"total_quantity" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seed_key" varchar(60)
);
--> statement-breakpoint
ALTER TABLE "user_report_form" ADD CONSTRAINT "user_report_form_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_report_proxies" ADD CONSTRAINT "user_report_proxies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_report_proxies" ADD CONSTRAINT "user_report_proxies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_report_reminders" ADD CONSTRAINT "user_report_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_report_row_sets" ADD CONSTRAINT "user_report_row_sets_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_report_settings" ADD CONSTRAINT "user_report_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_report_uploads" ADD CONSTRAINT "user_report_uploads_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_report_uploads" ADD CONSTRAINT "user_report_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_corrects_request_id_requests_id_fk" FOREIGN KEY ("corrects_request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_proxy_user_id_users_id_fk" FOREIGN KEY ("proxy_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_internal_approver_id_users_id_fk" FOREIGN KEY ("internal_approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_report_proxies_company_idx" ON "user_report_proxies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "user_report_row_sets_request_idx" ON "user_report_row_sets" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "user_report_uploads_request_idx" ON "user_report_uploads" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "user_reports_company_month_idx" ON "user_reports" USING btree ("company_id","report_month","request_id");--> statement-breakpoint
CREATE INDEX "user_reports_month_idx" ON "user_reports" USING btree ("report_month","request_id");--> statement-breakpoint
CREATE INDEX "user_reports_corrects_idx" ON "user_reports" USING btree ("corrects_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_reports_monthly_uq" ON "user_reports" USING btree ("company_id","report_month") WHERE "user_reports"."type" = 'MONTHLY' and "user_reports"."state" <> 'CANCELLED';--> statement-breakpoint
CREATE UNIQUE INDEX "user_reports_seed_key_uq" ON "user_reports" USING btree ("seed_key");