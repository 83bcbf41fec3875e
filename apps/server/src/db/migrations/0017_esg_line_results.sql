CREATE TABLE "esg_line_results" (
	"role_code" text NOT NULL,
	"perimeter_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"esg_status" text NOT NULL,
	"esg_score" double precision,
	"esg_letter" text,
	CONSTRAINT "esg_line_results_role_code_perimeter_id_line_no_pk" PRIMARY KEY("role_code","perimeter_id","line_no")
);
