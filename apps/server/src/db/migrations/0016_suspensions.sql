CREATE TABLE "suspensions" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"state" varchar(30) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"contract_id" integer NOT NULL,
	"contract_number" varchar(30) NOT NULL,
	"product_code" varchar(30) NOT NULL,
	"market_code" varchar(20) NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"reason" text NOT NULL,
	"change_reason" text,
	"rejection_reason" text,
	"cancel_reason" text,
	"memo" text,
	"memo_updated_at" timestamp with time zone,
	"memo_updated_by" integer,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"rejected_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"seed_key" varchar(60)
);
--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_memo_updated_by_users_id_fk" FOREIGN KEY ("memo_updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suspensions_company_requested_idx" ON "suspensions" USING btree ("company_id","requested_at","request_id");--> statement-breakpoint
CREATE INDEX "suspensions_state_requested_idx" ON "suspensions" USING btree ("state","requested_at","request_id");--> statement-breakpoint
CREATE INDEX "suspensions_requested_idx" ON "suspensions" USING btree ("requested_at","request_id");--> statement-breakpoint
CREATE INDEX "suspensions_contract_product_idx" ON "suspensions" USING btree ("contract_id","product_code","period_from");--> statement-breakpoint
CREATE INDEX "suspensions_contract_approved_idx" ON "suspensions" USING btree ("contract_id","period_from","period_to") WHERE "suspensions"."state" = 'APPROVED';--> statement-breakpoint
CREATE UNIQUE INDEX "suspensions_seed_key_uq" ON "suspensions" USING btree ("seed_key");