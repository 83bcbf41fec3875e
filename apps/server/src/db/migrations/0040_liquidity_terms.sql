ALTER TABLE "liquidity_data" ADD COLUMN "price" double precision;--> statement-breakpoint
ALTER TABLE "liquidity_data" ADD COLUMN "dealing_frequency" text;--> statement-breakpoint
ALTER TABLE "liquidity_data" ADD COLUMN "dealing_frequency_days" integer;--> statement-breakpoint
ALTER TABLE "liquidity_data" ADD COLUMN "notice_days" integer;--> statement-breakpoint
ALTER TABLE "liquidity_data" ADD COLUMN "settlement_days" integer;--> statement-breakpoint
ALTER TABLE "liquidity_data" ADD COLUMN "gate" double precision;--> statement-breakpoint
ALTER TABLE "liquidity_data" ADD COLUMN "suspended" boolean;--> statement-breakpoint
ALTER TABLE "liquidity_holdings" ADD COLUMN "first_day" double precision DEFAULT 1;--> statement-breakpoint
ALTER TABLE "liquidity_holdings" ADD COLUMN "gate" double precision;--> statement-breakpoint
ALTER TABLE "liquidity_holdings" ADD COLUMN "dealing_period" double precision DEFAULT 1;--> statement-breakpoint
ALTER TABLE "liquidity_holdings" ADD COLUMN "dealing_terms" text DEFAULT 'none';--> statement-breakpoint
ALTER TABLE "liquidity_holdings" ADD COLUMN "price_source" text DEFAULT 'none';--> statement-breakpoint
ALTER TABLE "liquidity_scenarios" ADD COLUMN "margin_multiplier" double precision;