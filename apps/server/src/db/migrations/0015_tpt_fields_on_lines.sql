ALTER TABLE "fund_composition_lines" ADD COLUMN "grouping_code" text;--> statement-breakpoint
ALTER TABLE "fund_composition_lines" ADD COLUMN "economic_zone" integer;--> statement-breakpoint
ALTER TABLE "fund_composition_lines" ADD COLUMN "tpt_fields" text;--> statement-breakpoint
ALTER TABLE "lookthrough_instruments" ADD COLUMN "economic_zone" integer;--> statement-breakpoint
ALTER TABLE "lookthrough_instruments" ADD COLUMN "grouping_code" text;--> statement-breakpoint
ALTER TABLE "lookthrough_instruments" ADD COLUMN "interest_rate_type" text;--> statement-breakpoint
ALTER TABLE "lookthrough_instruments" ADD COLUMN "subordinated_debt" text;--> statement-breakpoint
ALTER TABLE "lookthrough_instruments" ADD COLUMN "underlying_cic" text;--> statement-breakpoint
ALTER TABLE "lookthrough_instruments" ADD COLUMN "underlying_code" text;--> statement-breakpoint
ALTER TABLE "lookthrough_instruments" ADD COLUMN "underlying_name" text;--> statement-breakpoint
ALTER TABLE "lookthrough_instruments" ADD COLUMN "delta" double precision;--> statement-breakpoint
ALTER TABLE "lookthrough_instruments" ADD COLUMN "external_rating" text;--> statement-breakpoint
ALTER TABLE "lookthrough_instruments" ADD COLUMN "rating_agency" text;--> statement-breakpoint
ALTER TABLE "lookthrough_instruments" ADD COLUMN "underlying_asset_category" text;--> statement-breakpoint
ALTER TABLE "lookthrough_instruments" ADD COLUMN "tpt_fields" text;