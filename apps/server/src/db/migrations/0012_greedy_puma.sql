CREATE TABLE "order_agreements" (
	"order_id" integer NOT NULL,
	"code" varchar(20) NOT NULL,
	"document_type_code" varchar(10) NOT NULL,
	"document_version" varchar(10) NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"accepted_by" integer NOT NULL,
	"accepted_by_name" varchar(200) NOT NULL,
	CONSTRAINT "order_agreements_order_id_code_pk" PRIMARY KEY("order_id","code")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"request_type" varchar(12) NOT NULL,
	"state" varchar(30) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"contract_id" integer,
	"result_contract_id" integer,
	"contract_number" varchar(30),
	"commencement_date" date,
	"product_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" varchar(2000) DEFAULT '' NOT NULL,
	"form" jsonb NOT NULL,
	"manager_user_id" integer,
	"created_by" integer NOT NULL,
	"lang" varchar(2) DEFAULT 'ko' NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"last_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seed_key" varchar(60)
);
--> statement-breakpoint
CREATE TABLE "agreement_archives" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" varchar(30) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"document" jsonb NOT NULL,
	"pdf" "bytea",
	"size_bytes" integer,
	"sha256" char(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rendered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"product_code" varchar(30) NOT NULL,
	"use_type" varchar(12) NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"order_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"version_no" integer NOT NULL,
	"effective_from" date NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" varchar(30) NOT NULL,
	"request_type" varchar(12) NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(30) NOT NULL,
	"company_id" integer NOT NULL,
	"name_ko" varchar(300) NOT NULL,
	"name_en" varchar(300) NOT NULL,
	"order_type" varchar(12) NOT NULL,
	"status" varchar(24) DEFAULT 'ACTIVE' NOT NULL,
	"contract_date" date NOT NULL,
	"begin_date" date NOT NULL,
	"termination_date" date,
	"termination_reason" text,
	"termination_due_date" date,
	"manager_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_agreements" ADD CONSTRAINT "order_agreements_order_id_orders_request_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_agreements" ADD CONSTRAINT "order_agreements_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_manager_user_id_users_id_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_archives" ADD CONSTRAINT "agreement_archives_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_products" ADD CONSTRAINT "contract_products_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_manager_user_id_users_id_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_company_updated_idx" ON "orders" USING btree ("company_id","updated_at","request_id");--> statement-breakpoint
CREATE INDEX "orders_company_state_updated_idx" ON "orders" USING btree ("company_id","state","updated_at","request_id");--> statement-breakpoint
CREATE INDEX "orders_state_updated_idx" ON "orders" USING btree ("state","updated_at","request_id");--> statement-breakpoint
CREATE INDEX "orders_updated_idx" ON "orders" USING btree ("updated_at","request_id");--> statement-breakpoint
CREATE INDEX "orders_type_updated_idx" ON "orders" USING btree ("request_type","updated_at","request_id");--> statement-breakpoint
CREATE INDEX "orders_company_number_idx" ON "orders" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "orders_products_idx" ON "orders" USING gin ("product_codes");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_contract_idx" ON "orders" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "orders_result_contract_idx" ON "orders" USING btree ("result_contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_contract_uq" ON "orders" USING btree ("contract_id") WHERE "orders"."contract_id" is not null and "orders"."state" not in ('APPROVED', 'CANCELLED');--> statement-breakpoint
CREATE UNIQUE INDEX "orders_seed_key_uq" ON "orders" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "agreement_archives_contract_idx" ON "agreement_archives" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "agreement_archives_pending_idx" ON "agreement_archives" USING btree ("id") WHERE "agreement_archives"."rendered_at" is null;--> statement-breakpoint
CREATE INDEX "contract_products_contract_idx" ON "contract_products" USING btree ("contract_id","effective_from");--> statement-breakpoint
CREATE INDEX "contract_products_company_idx" ON "contract_products" USING btree ("company_id","product_code","effective_from");--> statement-breakpoint
CREATE INDEX "contract_products_product_idx" ON "contract_products" USING btree ("product_code","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_versions_no_uq" ON "contract_versions" USING btree ("contract_id","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_number_uq" ON "contracts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "contracts_company_date_idx" ON "contracts" USING btree ("company_id","contract_date","id");--> statement-breakpoint
CREATE INDEX "contracts_date_idx" ON "contracts" USING btree ("contract_date","id");--> statement-breakpoint
CREATE INDEX "contracts_due_idx" ON "contracts" USING btree ("termination_due_date") WHERE "contracts"."status" = 'TERMINATION_SCHEDULED';