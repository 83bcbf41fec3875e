-- « Impact 2027 » (issue 37 §3): the market SCR of a computed perimeter under both rule sets
-- (SII-2016, SII-2027), written with its scr_results row; a client table keyed by role first.
CREATE TABLE "scr_impact_results" (
	"role_code" text NOT NULL,
	"perimeter_id" uuid NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"market_from" double precision NOT NULL,
	"market_to" double precision NOT NULL,
	"result" jsonb NOT NULL,
	CONSTRAINT "scr_impact_results_role_code_perimeter_id_pk" PRIMARY KEY("role_code","perimeter_id")
);
