CREATE TABLE "company_sign_on" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"protocol" varchar(8) NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"break_glass_user_id" integer,
	"accept_provider_mfa" boolean DEFAULT false NOT NULL,
	"group_roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"client_secret_enc" text,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_on_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"state_hash" char(64) NOT NULL,
	"company_id" integer NOT NULL,
	"protocol" varchar(8) NOT NULL,
	"pending_enc" text NOT NULL,
	"browser_hash" char(64),
	"lang" varchar(2) DEFAULT 'ko' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"user_id" integer,
	"provider_mfa" boolean DEFAULT false NOT NULL,
	"handoff_hash" char(64),
	"handoff_expires_at" timestamp with time zone,
	"handoff_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_on_domains" (
	"domain" varchar(253) PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_sign_on" ADD CONSTRAINT "company_sign_on_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sign_on" ADD CONSTRAINT "company_sign_on_break_glass_user_id_users_id_fk" FOREIGN KEY ("break_glass_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sign_on" ADD CONSTRAINT "company_sign_on_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_on_attempts" ADD CONSTRAINT "sign_on_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_on_attempts" ADD CONSTRAINT "sign_on_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_on_domains" ADD CONSTRAINT "sign_on_domains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_on_attempts_state_uq" ON "sign_on_attempts" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_on_attempts_handoff_uq" ON "sign_on_attempts" USING btree ("handoff_hash") WHERE "sign_on_attempts"."handoff_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_on_attempts_expires_idx" ON "sign_on_attempts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_on_domains_company_idx" ON "sign_on_domains" USING btree ("company_id");