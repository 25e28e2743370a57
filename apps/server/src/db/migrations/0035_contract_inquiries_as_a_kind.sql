-- Contract inquiries become requests of kind `contractInquiry` (decision 077). A visitor's request has no company and no
-- creator, and its creation's history row no user (the name is the one the visitor wrote).
ALTER TABLE "request_history" ALTER COLUMN "actor_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
-- The requests' ids move past the inquiries' own: a new inquiry's number (CI-YYYY-<request id>) never repeats an old
-- one's (CI-YYYY-<inquiry id>), and an inquiry's new id (its request's) never meets an old one in the update below.
SELECT setval(pg_get_serial_sequence('requests', 'id'), GREATEST((SELECT coalesce(max("id"), 0) FROM "requests"), (SELECT coalesce(max("id"), 0) FROM "contract_inquiries"), 1));--> statement-breakpoint
-- Each inquiry gets its request header (number, state, version, times, the member's company and user, the assignee,
-- whose move it is) and takes its id; its history starts with its next action.
WITH "moved" AS (
  INSERT INTO "requests" ("kind", "company_id", "number", "title", "title_en", "state", "version", "created_by", "assigned_user_id", "created_at", "updated_at", "state_since", "waiting_on")
  SELECT 'contractInquiry', ci."company_id", ci."number", left('계약 문의 ' || ci."company_name", 300), left('Contract inquiry ' || ci."company_name", 300),
    ci."status", ci."version", ci."user_id", ci."assigned_user_id", ci."created_at", ci."updated_at",
    CASE ci."status" WHEN 'ANSWERED' THEN coalesce(ci."answered_at", ci."updated_at") WHEN 'ASSIGNED' THEN coalesce(ci."assigned_at", ci."updated_at") ELSE ci."updated_at" END,
    CASE WHEN ci."status" = 'ANSWERED' THEN NULL ELSE 'provider' END
  FROM "contract_inquiries" ci
  ORDER BY ci."id"
  RETURNING "id", "number"
)
UPDATE "contract_inquiries" ci SET "id" = "moved"."id" FROM "moved" WHERE "moved"."number" = ci."number";--> statement-breakpoint
ALTER TABLE "contract_inquiries" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
DROP SEQUENCE IF EXISTS "contract_inquiries_id_seq";--> statement-breakpoint
ALTER TABLE "contract_inquiries" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "contract_inquiries" ADD CONSTRAINT "contract_inquiries_id_requests_id_fk" FOREIGN KEY ("id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;
