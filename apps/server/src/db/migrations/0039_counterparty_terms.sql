ALTER TABLE "securities" ADD COLUMN "netting_agreement" text;--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "risk_mitigating_effect" double precision;--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "collateral_value" double precision;--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "collateral_type" text;--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "collateral_third_party" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "collateral_eligibility" integer;--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "collateral_market_adjustment" double precision;--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "commitment_kind" text;--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "commitment_nominal" double precision;--> statement-breakpoint
ALTER TABLE "securities" ADD COLUMN "commitment_beneficiary" text;