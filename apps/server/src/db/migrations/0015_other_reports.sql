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
ALTER TABLE "contract_inquiries" ADD CONSTRAINT "contract_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_inquiries" ADD CONSTRAINT "contract_inquiries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_inquiries" ADD CONSTRAINT "contract_inquiries_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_inquiries" ADD CONSTRAINT "contract_inquiries_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_inquiries_created_idx" ON "contract_inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contract_inquiries_status_created_idx" ON "contract_inquiries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contract_inquiries_assignee_idx" ON "contract_inquiries" USING btree ("assigned_user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_inquiries_number_uq" ON "contract_inquiries" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_inquiries_seed_key_uq" ON "contract_inquiries" USING btree ("seed_key");