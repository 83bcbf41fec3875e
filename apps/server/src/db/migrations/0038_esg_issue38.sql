CREATE TABLE "sovereign_data" (
	"country" text NOT NULL,
	"as_of" date NOT NULL,
	"esg_score" double precision,
	"ghg_emissions" double precision,
	"gdp" double precision,
	"gdp_ppp" double precision,
	CONSTRAINT "sovereign_data_country_as_of_pk" PRIMARY KEY("country","as_of")
);
--> statement-breakpoint
ALTER TABLE "esg_scores" DROP CONSTRAINT "esg_scores_issuer_code_theme_id_as_of_pk";--> statement-breakpoint
ALTER TABLE "esg_note_exceptions" DROP CONSTRAINT "esg_note_exceptions_role_code_code_pk";--> statement-breakpoint
ALTER TABLE "esg_note_exceptions" ALTER COLUMN "note" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "esg_scores" ADD COLUMN "isin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "esg_scores" ADD CONSTRAINT "esg_scores_issuer_code_isin_theme_id_as_of_pk" PRIMARY KEY("issuer_code","isin","theme_id","as_of");--> statement-breakpoint
ALTER TABLE "esg_note_exceptions" ADD CONSTRAINT "esg_note_exceptions_role_code_position_pk" PRIMARY KEY("role_code","position");--> statement-breakpoint
ALTER TABLE "esg_note_exceptions" ADD COLUMN "letter" text;--> statement-breakpoint
ALTER TABLE "esg_note_exceptions" ADD COLUMN "pillar_e" double precision;--> statement-breakpoint
ALTER TABLE "esg_note_exceptions" ADD COLUMN "pillar_s" double precision;--> statement-breakpoint
ALTER TABLE "esg_note_exceptions" ADD COLUMN "pillar_g" double precision;--> statement-breakpoint
ALTER TABLE "esg_note_exceptions" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "esg_note_exceptions" ADD COLUMN "valid_to" date;--> statement-breakpoint
CREATE INDEX "esg_scores_isin_idx" ON "esg_scores" USING btree ("isin","as_of");