DROP INDEX "pages_uri_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "pages_uri_uq" ON "pages" USING btree ("page_uri") WHERE use_yn = 'Y';