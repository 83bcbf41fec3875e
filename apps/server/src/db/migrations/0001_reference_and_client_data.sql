CREATE TABLE "cic_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"main_category" text NOT NULL,
	"sub_category" text,
	"label_fr" text NOT NULL,
	"label_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "climate_data" (
	"issuer_code" text NOT NULL,
	"as_of" date NOT NULL,
	"carbon_intensity" double precision,
	"implied_temperature" double precision,
	CONSTRAINT "climate_data_issuer_code_as_of_pk" PRIMARY KEY("issuer_code","as_of")
);
--> statement-breakpoint
CREATE TABLE "esg_scores" (
	"issuer_code" text NOT NULL,
	"theme_id" text NOT NULL,
	"pillar" text NOT NULL,
	"score" double precision NOT NULL,
	"as_of" date NOT NULL,
	CONSTRAINT "esg_scores_issuer_code_theme_id_as_of_pk" PRIMARY KEY("issuer_code","theme_id","as_of")
);
--> statement-breakpoint
CREATE TABLE "fund_composition_lines" (
	"composition_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"instrument_code" text NOT NULL,
	"code_type" text NOT NULL,
	"instrument_name" text NOT NULL,
	"cic" text NOT NULL,
	"quantity" double precision,
	"nominal" double precision,
	"quotation_currency" text NOT NULL,
	"market_value_qc" double precision NOT NULL,
	"clean_value_qc" double precision,
	"market_value_pc" double precision NOT NULL,
	"clean_value_pc" double precision,
	"weight" double precision NOT NULL,
	"exposure_pc" double precision,
	"exposure_weight" double precision,
	"coupon_rate" double precision,
	"maturity_date" date,
	"issuer_name" text,
	"issuer_lei" text,
	"issuer_group_name" text,
	"issuer_group_lei" text,
	"issuer_country" text,
	"nace_code" text,
	"covered" text,
	"securitisation" text,
	"state_guarantee" boolean,
	"credit_quality_step" integer,
	"modified_duration" double precision,
	"credit_sensitivity" double precision,
	"original_portfolio" text,
	"indicative_scr" jsonb,
	CONSTRAINT "fund_composition_lines_composition_id_line_no_pk" PRIMARY KEY("composition_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "fund_compositions" (
	"id" serial PRIMARY KEY NOT NULL,
	"fund_code" text NOT NULL,
	"fund_name" text NOT NULL,
	"valuation_date" date NOT NULL,
	"reporting_date" date,
	"currency" text NOT NULL,
	"net_asset_value" double precision NOT NULL,
	"share_price" double precision,
	"shares_outstanding" double precision,
	"complete_scr_delivery" boolean DEFAULT false NOT NULL,
	"fund_cic" text,
	"tpt_version" text NOT NULL,
	"basis" text DEFAULT 'reported' NOT NULL,
	CONSTRAINT "fund_compositions_fund_date" UNIQUE("fund_code","valuation_date","basis")
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"rate_date" date NOT NULL,
	"currency" text NOT NULL,
	"units_per_eur" double precision NOT NULL,
	CONSTRAINT "fx_rates_rate_date_currency_pk" PRIMARY KEY("rate_date","currency")
);
--> statement-breakpoint
CREATE TABLE "issuer_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lei" text,
	"country" text
);
--> statement-breakpoint
CREATE TABLE "issuers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lei" text,
	"group_code" text,
	"country" text,
	"nace_code" text,
	"gics_sector" text
);
--> statement-breakpoint
CREATE TABLE "liquidity_data" (
	"security_code" text NOT NULL,
	"as_of" date NOT NULL,
	"average_daily_volume" double precision,
	"bid_ask_spread" double precision,
	"issue_size" double precision,
	"liquidity_class" integer,
	CONSTRAINT "liquidity_data_security_code_as_of_pk" PRIMARY KEY("security_code","as_of")
);
--> statement-breakpoint
CREATE TABLE "scr_references" (
	"reference_date" date PRIMARY KEY NOT NULL,
	"symmetric_adjustment" double precision NOT NULL,
	"type1_stress" double precision NOT NULL,
	"type2_stress" double precision NOT NULL,
	"yield_curve_id" text NOT NULL,
	"synthetic" boolean DEFAULT false NOT NULL,
	"source" text
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"codification_type" text NOT NULL,
	"codification_id" text NOT NULL,
	"label_fr" text NOT NULL,
	"label_en" text NOT NULL,
	CONSTRAINT "sectors_codification_type_codification_id_pk" PRIMARY KEY("codification_type","codification_id")
);
--> statement-breakpoint
CREATE TABLE "securities" (
	"code" text PRIMARY KEY NOT NULL,
	"code_type" text NOT NULL,
	"name" text NOT NULL,
	"cic" text NOT NULL,
	"currency" text NOT NULL,
	"issuer_code" text,
	"issuer_group_code" text,
	"country" text,
	"nace_code" text,
	"gics_sector" text,
	"rating" text,
	"credit_quality_step" integer,
	"maturity_date" date,
	"coupon_rate" double precision,
	"modified_duration" double precision,
	"credit_sensitivity" double precision,
	"is_government" boolean DEFAULT false NOT NULL,
	"is_supranational" boolean DEFAULT false NOT NULL,
	"is_covered_bond" boolean DEFAULT false NOT NULL,
	"securitisation_type" text,
	"infrastructure" text,
	"listed_eea_oecd" boolean DEFAULT false NOT NULL,
	"equity_type" text,
	"has_composition" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yield_curve_points" (
	"curve_id" text NOT NULL,
	"currency" text NOT NULL,
	"curve_date" date NOT NULL,
	"maturity" integer NOT NULL,
	"rate" double precision NOT NULL,
	"synthetic" boolean DEFAULT false NOT NULL,
	CONSTRAINT "yield_curve_points_curve_id_curve_date_maturity_pk" PRIMARY KEY("curve_id","curve_date","maturity")
);
--> statement-breakpoint
CREATE TABLE "compartments" (
	"role_code" text NOT NULL,
	"portfolio_code" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "compartments_role_code_portfolio_code_code_pk" PRIMARY KEY("role_code","portfolio_code","code")
);
--> statement-breakpoint
CREATE TABLE "integration_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"role_code" text,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"state" text NOT NULL,
	"sender" text NOT NULL,
	"sender_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"role_code" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"indice" text,
	CONSTRAINT "portfolios_role_code_code_pk" PRIMARY KEY("role_code","code")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"role_code" text NOT NULL,
	"portfolio_code" text NOT NULL,
	"compartment_code" text NOT NULL,
	"valuation_date" date NOT NULL,
	"security_code" text NOT NULL,
	"quantity" double precision NOT NULL,
	"quotation_currency" text NOT NULL,
	"market_value_qc" double precision NOT NULL,
	"accrued_interest_qc" double precision DEFAULT 0 NOT NULL,
	"market_value_rc" double precision NOT NULL,
	"accrued_interest_rc" double precision DEFAULT 0 NOT NULL,
	"book_value_rc" double precision,
	"acquisition_date" date,
	"import_id" integer
);
--> statement-breakpoint
ALTER TABLE "fund_composition_lines" ADD CONSTRAINT "fund_composition_lines_composition_id_fund_compositions_id_fk" FOREIGN KEY ("composition_id") REFERENCES "public"."fund_compositions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuers" ADD CONSTRAINT "issuers_group_code_issuer_groups_code_fk" FOREIGN KEY ("group_code") REFERENCES "public"."issuer_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "securities" ADD CONSTRAINT "securities_issuer_code_issuers_code_fk" FOREIGN KEY ("issuer_code") REFERENCES "public"."issuers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "securities" ADD CONSTRAINT "securities_issuer_group_code_issuer_groups_code_fk" FOREIGN KEY ("issuer_group_code") REFERENCES "public"."issuer_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compartments" ADD CONSTRAINT "compartments_role_code_portfolio_code_portfolios_role_code_code_fk" FOREIGN KEY ("role_code","portfolio_code") REFERENCES "public"."portfolios"("role_code","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_role_code_client_roles_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."client_roles"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_role_code_portfolio_code_compartment_code_compartments_role_code_portfolio_code_code_fk" FOREIGN KEY ("role_code","portfolio_code","compartment_code") REFERENCES "public"."compartments"("role_code","portfolio_code","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "securities_issuer_idx" ON "securities" USING btree ("issuer_code");--> statement-breakpoint
CREATE INDEX "securities_cic_idx" ON "securities" USING btree ("cic");--> statement-breakpoint
CREATE INDEX "integration_log_role_idx" ON "integration_log" USING btree ("role_code","created_at");--> statement-breakpoint
CREATE INDEX "positions_perimeter_idx" ON "positions" USING btree ("role_code","portfolio_code","valuation_date");