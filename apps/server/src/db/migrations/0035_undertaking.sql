-- The undertaking that files a client's QRTs (issue 36 §5): its LEI (ISO 17442, checked by the
-- API), legal name and reporting currency, set by an administrator; null until set, and the
-- QRT exports are refused meanwhile.
ALTER TABLE "client_roles" ADD COLUMN "lei" text;--> statement-breakpoint
ALTER TABLE "client_roles" ADD COLUMN "undertaking_name" text;--> statement-breakpoint
ALTER TABLE "client_roles" ADD COLUMN "reporting_currency" text;