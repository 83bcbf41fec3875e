ALTER TABLE "job_records" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "job_records" ADD COLUMN "queue_id" uuid;