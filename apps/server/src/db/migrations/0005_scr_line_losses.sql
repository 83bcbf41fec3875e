ALTER TABLE "scr_line_results" ADD COLUMN "interest_rate_loss" double precision;--> statement-breakpoint
ALTER TABLE "scr_line_results" ADD COLUMN "equity_loss" double precision;--> statement-breakpoint
ALTER TABLE "scr_line_results" ADD COLUMN "property_loss" double precision;--> statement-breakpoint
ALTER TABLE "scr_line_results" ADD COLUMN "spread_loss" double precision;--> statement-breakpoint
ALTER TABLE "scr_line_results" ADD COLUMN "currency_loss" double precision;