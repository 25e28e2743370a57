ALTER TABLE "term_agreements" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "term_agreements" ADD COLUMN "sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "standard_documents" ADD COLUMN "status" varchar(10) DEFAULT 'PUBLISHED' NOT NULL;--> statement-breakpoint
ALTER TABLE "standard_documents" ADD COLUMN "material_yn" char(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "standard_documents" ADD COLUMN "clauses" jsonb;--> statement-breakpoint
ALTER TABLE "standard_documents" ADD COLUMN "sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "standard_documents" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "standard_documents" ADD COLUMN "published_by" integer;--> statement-breakpoint
CREATE INDEX "term_agreements_company_idx" ON "term_agreements" USING btree ("company_id","standard_document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "standard_documents_draft_uq" ON "standard_documents" USING btree ("classification_code") WHERE "standard_documents"."status" = 'DRAFT';