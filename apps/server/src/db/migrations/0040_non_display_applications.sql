CREATE TABLE "non_display_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"purpose" varchar(30) NOT NULL,
	"environment" varchar(20) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"search_text" varchar(100) NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "non_display_applications" ADD CONSTRAINT "non_display_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_display_applications" ADD CONSTRAINT "non_display_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_display_applications" ADD CONSTRAINT "non_display_applications_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "non_display_applications_company_idx" ON "non_display_applications" USING btree ("company_id","start_date","id");