CREATE TABLE "audit_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"from_month" char(7) NOT NULL,
	"to_month" char(7) NOT NULL,
	"product_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"state" varchar(10) DEFAULT 'QUEUED' NOT NULL,
	"documents_done" integer DEFAULT 0 NOT NULL,
	"documents_total" integer DEFAULT 0 NOT NULL,
	"lang" varchar(2) DEFAULT 'ko' NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_role" char(2) NOT NULL,
	"requested_by_name" varchar(200) NOT NULL,
	"storage_key" varchar(80),
	"size_bytes" bigint,
	"sha256" char(64),
	"key_id" varchar(40),
	"failure_code" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_packs" ADD CONSTRAINT "audit_packs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_packs" ADD CONSTRAINT "audit_packs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_packs_company_idx" ON "audit_packs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_packs_requested_idx" ON "audit_packs" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "audit_packs_waiting_idx" ON "audit_packs" USING btree ("created_at") WHERE "audit_packs"."state" in ('QUEUED', 'BUILDING');