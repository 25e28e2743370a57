ALTER TABLE "auth_sessions" ADD COLUMN "signed_on_company_id" integer;
