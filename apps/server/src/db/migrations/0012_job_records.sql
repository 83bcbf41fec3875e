CREATE TABLE "job_records" (
	"token" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"reason" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "job_records_started_idx" ON "job_records" USING btree ("started_at");