CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"uploader_user_id" integer NOT NULL,
	"file_type_group" varchar(30) NOT NULL,
	"purpose" varchar(12) DEFAULT 'ATTACHMENT' NOT NULL,
	"original_name" varchar(400) NOT NULL,
	"extension" varchar(10) NOT NULL,
	"content_type" varchar(120) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" char(64) NOT NULL,
	"storage_key" varchar(120) NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"visibility" varchar(10) DEFAULT 'COMPANY' NOT NULL,
	"owner_type" varchar(40),
	"owner_id" varchar(100),
	"owner_company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "snapshot_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"snapshot_id" integer NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"data_bytes" integer NOT NULL,
	"memo" varchar(500),
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"scope" varchar(10) NOT NULL,
	"snapshot_type" varchar(50) NOT NULL,
	"snapshot_key" varchar(200) NOT NULL,
	"title" varchar(200),
	"latest_version" integer DEFAULT 1 NOT NULL,
	"version_count" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "snapshot_versions" ADD CONSTRAINT "snapshot_versions_snapshot_id_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "files_uploader_idx" ON "files" USING btree ("uploader_user_id","created_at");--> statement-breakpoint
CREATE INDEX "files_company_idx" ON "files" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "files_sweep_idx" ON "files" USING btree ("status","created_at") WHERE status in ('PENDING', 'RELEASED');--> statement-breakpoint
CREATE UNIQUE INDEX "snapshot_versions_version_uq" ON "snapshot_versions" USING btree ("snapshot_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "snapshots_identity_uq" ON "snapshots" USING btree ("company_id","owner_user_id","snapshot_type","snapshot_key");--> statement-breakpoint
CREATE INDEX "snapshots_company_updated_idx" ON "snapshots" USING btree ("company_id","updated_at");