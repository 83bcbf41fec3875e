ALTER TABLE "scr_line_results" ADD COLUMN "interest_rate_loss_up" double precision;--> statement-breakpoint
ALTER TABLE "scr_line_results" ADD COLUMN "interest_rate_loss_down" double precision;--> statement-breakpoint
ALTER TABLE "scr_line_results" ADD COLUMN "currency_loss_up" double precision;