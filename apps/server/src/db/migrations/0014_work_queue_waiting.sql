ALTER TABLE "requests" ADD COLUMN "waiting_on" varchar(10);--> statement-breakpoint
CREATE INDEX "requests_provider_since_idx" ON "requests" USING btree ("state_since","id") WHERE "requests"."waiting_on" = 'provider';--> statement-breakpoint
CREATE INDEX "requests_provider_kind_idx" ON "requests" USING btree ("kind","state","state_since","id") WHERE "requests"."waiting_on" = 'provider';--> statement-breakpoint
CREATE INDEX "requests_provider_company_idx" ON "requests" USING btree ("company_id","state_since","id") WHERE "requests"."waiting_on" = 'provider';--> statement-breakpoint
CREATE INDEX "requests_provider_assigned_idx" ON "requests" USING btree ("assigned_user_id","state_since","id") WHERE "requests"."waiting_on" = 'provider';