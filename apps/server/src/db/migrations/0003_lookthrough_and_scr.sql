CREATE TABLE "computed_perimeters" (
	"id" uuid PRIMARY KEY NOT NULL,
	"role_code" text NOT NULL,
	"user_id" uuid,
	"valuation_date" date NOT NULL,
	"portfolios" text[] NOT NULL,
	"compartments" text[] NOT NULL,
	"look_through_level" text NOT NULL,
	"reference_currency" text DEFAULT 'EUR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_market_value" double precision NOT NULL,
	"line_count" integer NOT NULL,
	"summary" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lookthrough_instruments" (
	"role_code" text NOT NULL,
	"perimeter_id" uuid NOT NULL,
	"instrument_no" integer NOT NULL,
	"security_code" text NOT NULL,
	"code_type" text,
	"security_name" text,
	"cic" text,
	"cic_category" text,
	"country" text,
	"issuer_code" text,
	"issuer_name" text,
	"issuer_group_code" text,
	"issuer_group_name" text,
	"nace_code" text,
	"gics_sector" text,
	"rating" text,
	"credit_quality_step" smallint,
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
	CONSTRAINT "lookthrough_instruments_role_code_perimeter_id_instrument_no_pk" PRIMARY KEY("role_code","perimeter_id","instrument_no")
);
--> statement-breakpoint
CREATE TABLE "lookthrough_lines" (
	"role_code" text NOT NULL,
	"perimeter_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"instrument_no" integer NOT NULL,
	"portfolio_code" text NOT NULL,
	"compartment_code" text NOT NULL,
	"root_code" text NOT NULL,
	"root_name" text,
	"fund_path" text NOT NULL,
	"parent_fund_code" text,
	"depth" smallint NOT NULL,
	"quotation_currency" text,
	"quantity" double precision,
	"notional_rc" double precision,
	"market_value_qc" double precision,
	"market_value_rc" double precision NOT NULL,
	"weight" double precision NOT NULL,
	"status" text NOT NULL,
	"missing_data" text DEFAULT '' NOT NULL,
	CONSTRAINT "lookthrough_lines_role_code_perimeter_id_line_no_pk" PRIMARY KEY("role_code","perimeter_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "scr_line_results" (
	"role_code" text NOT NULL,
	"perimeter_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"contribution" double precision NOT NULL,
	"interest_rate" text,
	"equity" text,
	"property" text,
	"spread" text,
	"spread_bucket" smallint,
	"concentration" text,
	"concentration_name" text,
	CONSTRAINT "scr_line_results_role_code_perimeter_id_line_no_pk" PRIMARY KEY("role_code","perimeter_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "scr_results" (
	"role_code" text NOT NULL,
	"perimeter_id" uuid NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"global_scr_market" double precision NOT NULL,
	"global_market_valuation" double precision NOT NULL,
	"result" jsonb NOT NULL,
	CONSTRAINT "scr_results_role_code_perimeter_id_pk" PRIMARY KEY("role_code","perimeter_id")
);
--> statement-breakpoint
ALTER TABLE "computed_perimeters" ADD CONSTRAINT "computed_perimeters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "computed_perimeters_user_idx" ON "computed_perimeters" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "lookthrough_instruments_code_idx" ON "lookthrough_instruments" USING btree ("perimeter_id","security_code");