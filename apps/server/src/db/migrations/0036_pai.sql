CREATE TABLE "pai_data" (
	"subject_code" text NOT NULL,
	"metric" text NOT NULL,
	"as_of" date NOT NULL,
	"value" double precision NOT NULL,
	"estimated" boolean NOT NULL,
	CONSTRAINT "pai_data_subject_code_metric_as_of_pk" PRIMARY KEY("subject_code","metric","as_of")
);
--> statement-breakpoint
CREATE TABLE "pai_results" (
	"role_code" text NOT NULL,
	"perimeter_id" uuid NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"result" jsonb NOT NULL,
	CONSTRAINT "pai_results_role_code_perimeter_id_pk" PRIMARY KEY("role_code","perimeter_id")
);
--> statement-breakpoint
CREATE TABLE "pai_statement_texts" (
	"role_code" text NOT NULL,
	"perimeter_id" uuid NOT NULL,
	"figure_key" text NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"actions" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_name" text,
	CONSTRAINT "pai_statement_texts_role_code_perimeter_id_figure_key_pk" PRIMARY KEY("role_code","perimeter_id","figure_key")
);
