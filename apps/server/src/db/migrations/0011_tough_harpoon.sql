CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"request_id" integer NOT NULL,
	"request_number" varchar(30) NOT NULL,
	"action" varchar(40) NOT NULL,
	"to_state" varchar(30) NOT NULL,
	"actor_name" varchar(200) NOT NULL,
	"reason" text,
	"link" varchar(300) NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"version_no" integer NOT NULL,
	"action" varchar(40) NOT NULL,
	"from_state" varchar(30),
	"to_state" varchar(30) NOT NULL,
	"actor_user_id" integer NOT NULL,
	"actor_name" varchar(200) NOT NULL,
	"actor_role" char(2) NOT NULL,
	"actor_company_id" integer,
	"reason" text,
	"memo" text,
	"content" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"company_id" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"title" varchar(300) DEFAULT '' NOT NULL,
	"state" varchar(30) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"assigned_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state_since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_profiles" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"customer_code" varchar(20) NOT NULL,
	"classification" varchar(12) NOT NULL,
	"customer_main_category" varchar(20) NOT NULL,
	"customer_middle_category" varchar(30) NOT NULL,
	"currency" char(3) NOT NULL,
	"billing_cycle" varchar(10) NOT NULL,
	"sales_rep_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "non_display_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"usage_purpose" varchar(10) NOT NULL,
	"tier" varchar(10) NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"fee_krw" bigint NOT NULL,
	"fee_usd" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_code" varchar(30) NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"basic_fee_krw" bigint NOT NULL,
	"basic_fee_usd" bigint NOT NULL,
	"var_151_krw" bigint DEFAULT 0 NOT NULL,
	"var_151_usd" bigint DEFAULT 0 NOT NULL,
	"var_152_krw" bigint DEFAULT 0 NOT NULL,
	"var_152_usd" bigint DEFAULT 0 NOT NULL,
	"var_155_krw" bigint DEFAULT 0 NOT NULL,
	"var_155_usd" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_code" varchar(30) PRIMARY KEY NOT NULL,
	"name_ko" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"market_main" varchar(20) NOT NULL,
	"market_sub" varchar(20) NOT NULL,
	"provision" varchar(10) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"vendor_code" varchar(20) PRIMARY KEY NOT NULL,
	"name_ko" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"country_code" char(2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_history" ADD CONSTRAINT "request_history_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_sales_rep_user_id_users_id_fk" FOREIGN KEY ("sales_rep_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_code_products_product_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."products"("product_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "request_history_version_uq" ON "request_history" USING btree ("request_id","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_number_uq" ON "requests" USING btree ("number");--> statement-breakpoint
CREATE INDEX "requests_kind_state_idx" ON "requests" USING btree ("kind","state","state_since");--> statement-breakpoint
CREATE INDEX "requests_company_kind_idx" ON "requests" USING btree ("company_id","kind","updated_at");--> statement-breakpoint
CREATE INDEX "requests_assigned_idx" ON "requests" USING btree ("assigned_user_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_profiles_customer_code_uq" ON "customer_profiles" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "customer_profiles_rep_idx" ON "customer_profiles" USING btree ("sales_rep_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "non_display_fees_purpose_tier_from_uq" ON "non_display_fees" USING btree ("usage_purpose","tier","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "product_prices_product_from_uq" ON "product_prices" USING btree ("product_code","effective_from");--> statement-breakpoint
CREATE INDEX "products_market_idx" ON "products" USING btree ("market_main","provision","sort_order");