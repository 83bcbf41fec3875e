ALTER TABLE "simulation_positions" ADD COLUMN "initial_market_value_qc" double precision;--> statement-breakpoint
ALTER TABLE "simulation_positions" ADD COLUMN "initial_market_value_rc" double precision;--> statement-breakpoint
ALTER TABLE "simulation_positions" ADD COLUMN "initial_accrued_interest_rc" double precision;--> statement-breakpoint
-- Simulations made before: their copied positions' initial values, at their current price.
UPDATE "simulation_positions" SET
  "initial_market_value_qc" = "market_value_qc" * "initial_quantity" / "quantity",
  "initial_market_value_rc" = "market_value_rc" * "initial_quantity" / "quantity",
  "initial_accrued_interest_rc" = "accrued_interest_rc" * "initial_quantity" / "quantity"
WHERE "initial_quantity" IS NOT NULL AND "quantity" <> 0;
