CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_records" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "job_records" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "job_records" ADD COLUMN "owner" integer;