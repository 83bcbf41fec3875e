CREATE TABLE "climate_targets" (
	"issuer_code" text NOT NULL,
	"as_of" date NOT NULL,
	"target_ref" text NOT NULL,
	"target_type" text NOT NULL,
	"intensity_metric" text,
	"scope" text NOT NULL,
	"coverage_s1" double precision,
	"coverage_s2" double precision,
	"coverage_s3" double precision,
	"reduction_ambition" double precision NOT NULL,
	"base_year" integer NOT NULL,
	"start_year" integer,
	"end_year" integer NOT NULL,
	"achieved_reduction" double precision,
	"base_year_ghg_s1" double precision,
	"base_year_ghg_s2" double precision,
	"base_year_ghg_s3" double precision,
	"sbti_validated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "climate_targets_issuer_code_as_of_target_ref_pk" PRIMARY KEY("issuer_code","as_of","target_ref")
);
--> statement-breakpoint
ALTER TABLE "climate_data" ADD COLUMN "scope12_emissions" double precision;--> statement-breakpoint
ALTER TABLE "climate_data" ADD COLUMN "scope3_emissions" double precision;--> statement-breakpoint
ALTER TABLE "climate_data" ADD COLUMN "revenue" double precision;--> statement-breakpoint
ALTER TABLE "climate_data" ADD COLUMN "evic" double precision;--> statement-breakpoint
ALTER TABLE "climate_data" ADD COLUMN "market_cap" double precision;--> statement-breakpoint
ALTER TABLE "climate_data" ADD COLUMN "enterprise_value" double precision;--> statement-breakpoint
ALTER TABLE "climate_data" ADD COLUMN "cash" double precision;--> statement-breakpoint
ALTER TABLE "climate_data" ADD COLUMN "total_assets" double precision;