-- What TPT lines state of their instruments moves to a table of its own, one row per
-- distinct statement (issue 21 §1: the look-through reads narrow lines, then each statement
-- once). The stored lines' statements are digested from PostgreSQL's text of their fields,
-- marked 'sql:'; the application digests the statements it writes from then on its own
-- way (composition-lines.ts), so a statement stored before and written again is kept
-- twice, the same fields under two ids: the look-through reads them as one.
CREATE TABLE "fund_composition_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	"instrument_code" text NOT NULL,
	"code_type" text NOT NULL,
	"instrument_name" text NOT NULL,
	"cic" text NOT NULL,
	"quotation_currency" text NOT NULL,
	"coupon_rate" double precision,
	"maturity_date" date,
	"issuer_name" text,
	"issuer_lei" text,
	"issuer_group_name" text,
	"issuer_group_lei" text,
	"issuer_country" text,
	"nace_code" text,
	"covered" text,
	"credit_quality_step" integer,
	"modified_duration" double precision,
	"credit_sensitivity" double precision,
	"grouping_code" text,
	"economic_zone" integer,
	"tpt_fields" text,
	CONSTRAINT "fund_composition_statements_digest" UNIQUE("digest")
);
--> statement-breakpoint
ALTER TABLE "fund_composition_lines" ADD COLUMN "statement_id" integer;--> statement-breakpoint
INSERT INTO "fund_composition_statements" ("digest", "instrument_code", "code_type", "instrument_name", "cic", "quotation_currency", "coupon_rate", "maturity_date", "issuer_name", "issuer_lei", "issuer_group_name", "issuer_group_lei", "issuer_country", "nace_code", "covered", "credit_quality_step", "modified_duration", "credit_sensitivity", "grouping_code", "economic_zone", "tpt_fields")
SELECT DISTINCT ON ("digest") "digest", "instrument_code", "code_type", "instrument_name", "cic", "quotation_currency", "coupon_rate", "maturity_date", "issuer_name", "issuer_lei", "issuer_group_name", "issuer_group_lei", "issuer_country", "nace_code", "covered", "credit_quality_step", "modified_duration", "credit_sensitivity", "grouping_code", "economic_zone", "tpt_fields"
FROM (SELECT 'sql:' || encode(sha256(convert_to(row(l."instrument_code", l."code_type", l."instrument_name", l."cic", l."quotation_currency", l."coupon_rate", l."maturity_date", l."issuer_name", l."issuer_lei", l."issuer_group_name", l."issuer_group_lei", l."issuer_country", l."nace_code", l."covered", l."credit_quality_step", l."modified_duration", l."credit_sensitivity", l."grouping_code", l."economic_zone", l."tpt_fields")::text, 'UTF8')), 'hex') AS "digest", l."instrument_code", l."code_type", l."instrument_name", l."cic", l."quotation_currency", l."coupon_rate", l."maturity_date", l."issuer_name", l."issuer_lei", l."issuer_group_name", l."issuer_group_lei", l."issuer_country", l."nace_code", l."covered", l."credit_quality_step", l."modified_duration", l."credit_sensitivity", l."grouping_code", l."economic_zone", l."tpt_fields" FROM "fund_composition_lines" l) stated;--> statement-breakpoint
UPDATE "fund_composition_lines" l SET "statement_id" = s."id"
FROM "fund_composition_statements" s
WHERE s."digest" = 'sql:' || encode(sha256(convert_to(row(l."instrument_code", l."code_type", l."instrument_name", l."cic", l."quotation_currency", l."coupon_rate", l."maturity_date", l."issuer_name", l."issuer_lei", l."issuer_group_name", l."issuer_group_lei", l."issuer_country", l."nace_code", l."covered", l."credit_quality_step", l."modified_duration", l."credit_sensitivity", l."grouping_code", l."economic_zone", l."tpt_fields")::text, 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "fund_composition_lines" ALTER COLUMN "statement_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "fund_composition_lines" ADD CONSTRAINT "fund_composition_lines_statement_id_fund_composition_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."fund_composition_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "instrument_code";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "code_type";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "instrument_name";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "cic";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "quotation_currency";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "coupon_rate";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "maturity_date";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "issuer_name";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "issuer_lei";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "issuer_group_name";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "issuer_group_lei";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "issuer_country";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "nace_code";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "covered";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "credit_quality_step";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "modified_duration";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "credit_sensitivity";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "grouping_code";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "economic_zone";--> statement-breakpoint
ALTER TABLE "fund_composition_lines" DROP COLUMN "tpt_fields";
