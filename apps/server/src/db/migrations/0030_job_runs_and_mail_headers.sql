CREATE TABLE "job_runs" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"last_result" varchar(10) NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL,
	"last_finished_at" timestamp with time zone NOT NULL,
	"last_handled" integer,
	"last_error" varchar(500),
	"last_error_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"last_run_by" varchar(120),
	"run_count" integer DEFAULT 0 NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" text;