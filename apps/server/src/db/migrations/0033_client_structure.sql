-- The client structure set up by administrators (issue 35 §A.3): a client role, portfolio or
-- compartment is deactivated rather than deleted while data refer to it (deactivated_at,
-- null while active), and a portfolio has a currency and a kind, null for the rows made
-- before (the demo's, an insurer's first ones) until an administrator sets them.
ALTER TABLE "client_roles" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "compartments" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "deactivated_at" timestamp with time zone;