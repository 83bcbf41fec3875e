CREATE TABLE "perimeters_in_writing" (
	"role_code" text NOT NULL,
	"perimeter_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "perimeters_in_writing_role_code_perimeter_id_pk" PRIMARY KEY("role_code","perimeter_id")
);
