CREATE TABLE "liquidity_holdings" (
	"role_code" text NOT NULL,
	"perimeter_id" uuid NOT NULL,
	"instrument_no" integer NOT NULL,
	"liquidity_value" double precision NOT NULL,
	"volume_share" double precision,
	"liquidity_status" text NOT NULL,
	"liquidity_reason" text NOT NULL,
	"liquidity_class" text,
	"liquidity_scope" text,
	CONSTRAINT "liquidity_holdings_role_code_perimeter_id_instrument_no_pk" PRIMARY KEY("role_code","perimeter_id","instrument_no")
);
--> statement-breakpoint
CREATE TABLE "liquidity_results" (
	"role_code" text NOT NULL,
	"perimeter_id" uuid NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"result" jsonb NOT NULL,
	CONSTRAINT "liquidity_results_role_code_perimeter_id_pk" PRIMARY KEY("role_code","perimeter_id")
);
--> statement-breakpoint
CREATE TABLE "liquidity_scenario_details" (
	"scenario_code" text NOT NULL,
	"liquidity_class" text NOT NULL,
	"scope_code" text NOT NULL,
	"position" integer NOT NULL,
	"bond_ratio" double precision NOT NULL,
	"equity_daily_treshold" double precision NOT NULL,
	"spread_bid_ask_ratio" double precision NOT NULL,
	CONSTRAINT "liquidity_scenario_details_scenario_code_liquidity_class_scope_code_pk" PRIMARY KEY("scenario_code","liquidity_class","scope_code")
);
--> statement-breakpoint
CREATE TABLE "liquidity_scenarios" (
	"code" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"comment" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "liquidity_scenario_details" ADD CONSTRAINT "liquidity_scenario_details_scenario_code_liquidity_scenarios_code_fk" FOREIGN KEY ("scenario_code") REFERENCES "public"."liquidity_scenarios"("code") ON DELETE cascade ON UPDATE cascade;