ALTER TABLE "securities" ADD COLUMN "underlying_code" text;--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "underlying_code_type" text;--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "derivative_use" text;--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "swap_legs" text;--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "swap_delivered_currency" text;--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "swap_received_currency" text;--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "issue_date" date;