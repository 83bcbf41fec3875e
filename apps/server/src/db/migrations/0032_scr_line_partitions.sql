-- The SCR's per-line results are partitioned by perimeter as the look-through lines are
-- (migration 0031, db/perimeter-partitions.ts): a million rows with each computation with
-- the SCR, written into a table of their own and dropped with it.
ALTER TABLE "scr_line_results" RENAME TO "scr_line_results_before_partitions";
--> statement-breakpoint
ALTER TABLE "scr_line_results_before_partitions" RENAME CONSTRAINT "scr_line_results_role_code_perimeter_id_line_no_pk" TO "scr_line_results_before_partitions_pk";
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
	"interest_rate_loss" double precision,
	"equity_loss" double precision,
	"property_loss" double precision,
	"spread_loss" double precision,
	"currency_loss" double precision,
	"interest_rate_loss_up" double precision,
	"interest_rate_loss_down" double precision,
	"currency_loss_up" double precision,
	CONSTRAINT "scr_line_results_role_code_perimeter_id_line_no_pk" PRIMARY KEY("role_code","perimeter_id","line_no")
) PARTITION BY LIST ("perimeter_id");
--> statement-breakpoint
DO $$
DECLARE
	perimeter uuid;
BEGIN
	FOR perimeter IN SELECT DISTINCT "perimeter_id" FROM "scr_line_results_before_partitions" LOOP
		EXECUTE format('CREATE TABLE %I PARTITION OF "scr_line_results" FOR VALUES IN (%L)',
			'scr_line_results_' || replace(perimeter::text, '-', ''), perimeter);
	END LOOP;
END
$$;
--> statement-breakpoint
INSERT INTO "scr_line_results" ("role_code", "perimeter_id", "line_no", "contribution", "interest_rate", "equity", "property", "spread", "spread_bucket", "concentration", "concentration_name", "interest_rate_loss", "equity_loss", "property_loss", "spread_loss", "currency_loss", "interest_rate_loss_up", "interest_rate_loss_down", "currency_loss_up")
SELECT "role_code", "perimeter_id", "line_no", "contribution", "interest_rate", "equity", "property", "spread", "spread_bucket", "concentration", "concentration_name", "interest_rate_loss", "equity_loss", "property_loss", "spread_loss", "currency_loss", "interest_rate_loss_up", "interest_rate_loss_down", "currency_loss_up"
FROM "scr_line_results_before_partitions";
--> statement-breakpoint
DROP TABLE "scr_line_results_before_partitions";
