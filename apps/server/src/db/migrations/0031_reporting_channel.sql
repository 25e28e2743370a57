CREATE TABLE "reporting_idempotency" (
	"company_id" integer NOT NULL,
	"idempotency_key" varchar(255) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"api_key_id" integer NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reporting_idempotency_company_id_idempotency_key_pk" PRIMARY KEY("company_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "window_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "window_calls" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reporting_idempotency" ADD CONSTRAINT "reporting_idempotency_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reporting_idempotency_created_idx" ON "reporting_idempotency" USING btree ("created_at");