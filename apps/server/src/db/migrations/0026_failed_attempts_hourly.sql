CREATE TABLE "failed_attempts_hourly" (
	"address_key" char(64) NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "failed_attempts_hourly_address_key_hour_start_pk" PRIMARY KEY("address_key","hour_start")
);
