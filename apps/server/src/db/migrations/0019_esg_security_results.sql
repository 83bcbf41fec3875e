DROP TABLE "esg_line_results" CASCADE;
--> statement-breakpoint
CREATE TABLE "esg_security_results" (
	"role_code" text NOT NULL,
	"perimeter_id" uuid NOT NULL,
	"instrument_no" integer NOT NULL,
	"esg_status" text NOT NULL,
	"esg_score" double precision,
	"esg_letter" text,
	CONSTRAINT "esg_security_results_role_code_perimeter_id_instrument_no_pk" PRIMARY KEY("role_code","perimeter_id","instrument_no")
);
