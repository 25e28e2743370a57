CREATE TABLE "exchange_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"company_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"company_name_en" text,
	"document_number" varchar(30) NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"approval_type" varchar(20) NOT NULL,
	"writer_user_id" integer,
	"writer_name" varchar(200) NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"stage" varchar(30) NOT NULL,
	"status" varchar(20) DEFAULT 'WAITING' NOT NULL,
	"memo" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decided_by_name" varchar(200),
	"message" text,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"confirmed_by_name" varchar(200),
	"notified_at" timestamp with time zone,
	"notification_status" varchar(20),
	"request_version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_approvals" ADD CONSTRAINT "exchange_approvals_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_approvals" ADD CONSTRAINT "exchange_approvals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_approvals" ADD CONSTRAINT "exchange_approvals_writer_user_id_users_id_fk" FOREIGN KEY ("writer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_approvals" ADD CONSTRAINT "exchange_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_approvals" ADD CONSTRAINT "exchange_approvals_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_approvals_registered_idx" ON "exchange_approvals" USING btree ("registered_at","id");--> statement-breakpoint
CREATE INDEX "exchange_approvals_status_registered_idx" ON "exchange_approvals" USING btree ("status","registered_at","id");--> statement-breakpoint
CREATE INDEX "exchange_approvals_request_idx" ON "exchange_approvals" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "exchange_approvals_company_idx" ON "exchange_approvals" USING btree ("company_id","registered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_approvals_waiting_uq" ON "exchange_approvals" USING btree ("request_id") WHERE "exchange_approvals"."status" = 'WAITING';