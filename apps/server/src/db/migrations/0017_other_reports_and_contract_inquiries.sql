CREATE TABLE "contract_reported_items" (
	"contract_id" integer NOT NULL,
	"item" varchar(30) NOT NULL,
	"value" jsonb NOT NULL,
	"request_id" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contract_reported_items_contract_id_item_pk" PRIMARY KEY("contract_id","item")
);
--> statement-breakpoint
CREATE TABLE "other_reports" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"contract_id" integer NOT NULL,
	"contract_number" varchar(30) NOT NULL,
	"item" varchar(30) NOT NULL,
	"state" varchar(20) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb NOT NULL,
	"memo" text,
	"requested_by" integer NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"lang" varchar(2) DEFAULT 'ko' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seed_key" varchar(60)
);
--> statement-breakpoint
CREATE TABLE "contract_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(30) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"company_name" varchar(200) NOT NULL,
	"website" varchar(300),
	"country_code" varchar(3) NOT NULL,
	"postal_code" varchar(20),
	"city" varchar(100),
	"address_detail" varchar(300),
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"telephone" varchar(30) NOT NULL,
	"privacy_consent_at" timestamp with time zone NOT NULL,
	"schedule" varchar(200),
	"comments" text NOT NULL,
	"lang" varchar(2) DEFAULT 'ko' NOT NULL,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"assigned_user_id" integer,
	"assigned_at" timestamp with time zone,
	"answer" text,
	"answered_by_user_id" integer,
	"answered_at" timestamp with time zone,
	"search_text" varchar(1000) DEFAULT '' NOT NULL,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seed_key" varchar(60)
);
--> statement-breakpoint
ALTER TABLE "contract_reported_items" ADD CONSTRAINT "contract_reported_items_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_reports" ADD CONSTRAINT "other_reports_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_reports" ADD CONSTRAINT "other_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_reports" ADD CONSTRAINT "other_reports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_reports" ADD CONSTRAINT "other_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_inquiries" ADD CONSTRAINT "contract_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_inquiries" ADD CONSTRAINT "contract_inquiries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_inquiries" ADD CONSTRAINT "contract_inquiries_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_inquiries" ADD CONSTRAINT "contract_inquiries_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "other_reports_company_created_idx" ON "other_reports" USING btree ("company_id","created_at","request_id");--> statement-breakpoint
CREATE INDEX "other_reports_created_idx" ON "other_reports" USING btree ("created_at","request_id");--> statement-breakpoint
CREATE INDEX "other_reports_state_created_idx" ON "other_reports" USING btree ("state","created_at","request_id");--> statement-breakpoint
CREATE INDEX "other_reports_contract_idx" ON "other_reports" USING btree ("contract_id","item");--> statement-breakpoint
CREATE UNIQUE INDEX "other_reports_open_item_uq" ON "other_reports" USING btree ("contract_id","item") WHERE "other_reports"."state" in ('REQUESTED', 'RECEIVED');--> statement-breakpoint
CREATE UNIQUE INDEX "other_reports_seed_key_uq" ON "other_reports" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "contract_inquiries_created_idx" ON "contract_inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contract_inquiries_status_created_idx" ON "contract_inquiries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contract_inquiries_assignee_idx" ON "contract_inquiries" USING btree ("assigned_user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_inquiries_number_uq" ON "contract_inquiries" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_inquiries_seed_key_uq" ON "contract_inquiries" USING btree ("seed_key");