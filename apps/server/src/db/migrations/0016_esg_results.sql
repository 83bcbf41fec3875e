CREATE TABLE "esg_results" (
	"role_code" text NOT NULL,
	"perimeter_id" uuid NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"score" double precision,
	"coverage" double precision,
	"result" jsonb NOT NULL,
	CONSTRAINT "esg_results_role_code_perimeter_id_pk" PRIMARY KEY("role_code","perimeter_id")
);
