-- The look-through lines are partitioned by perimeter (issue 21 §1): each computation's
-- million lines go into a table of their own, written without index and keyed once full
-- (on PostgreSQL, then attached in the computation's transaction: db/perimeter-partitions.ts),
-- and a retired perimeter's lines are dropped with their table
-- instead of deleted row by row and vacuumed. Writing into the one shared table took
-- 4.4–5 s a million lines on a table of a few million (its key's pages half empty, its
-- free space scattered), against 3 s into a table of its own.
-- The parent keeps the name, columns and primary key of the table it replaces; the rows
-- there are moved into one partition per perimeter.
ALTER TABLE "lookthrough_lines" RENAME TO "lookthrough_lines_before_partitions";
--> statement-breakpoint
ALTER TABLE "lookthrough_lines_before_partitions" RENAME CONSTRAINT "lookthrough_lines_role_code_perimeter_id_line_no_pk" TO "lookthrough_lines_before_partitions_pk";
--> statement-breakpoint
CREATE TABLE "lookthrough_lines" (
	"role_code" text NOT NULL,
	"perimeter_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"instrument_no" integer NOT NULL,
	"depth" smallint NOT NULL,
	"quotation_currency" text,
	"quantity" double precision,
	"notional_rc" double precision,
	"market_value_qc" double precision,
	"market_value_rc" double precision NOT NULL,
	"weight" double precision NOT NULL,
	"status" text NOT NULL,
	"missing_data" text DEFAULT '' NOT NULL,
	"root_no" integer NOT NULL,
	"path_no" integer NOT NULL,
	CONSTRAINT "lookthrough_lines_role_code_perimeter_id_line_no_pk" PRIMARY KEY("role_code","perimeter_id","line_no")
) PARTITION BY LIST ("perimeter_id");
--> statement-breakpoint
DO $$
DECLARE
	perimeter uuid;
BEGIN
	FOR perimeter IN SELECT DISTINCT "perimeter_id" FROM "lookthrough_lines_before_partitions" LOOP
		EXECUTE format('CREATE TABLE %I PARTITION OF "lookthrough_lines" FOR VALUES IN (%L)',
			'lookthrough_lines_' || replace(perimeter::text, '-', ''), perimeter);
	END LOOP;
END
$$;
--> statement-breakpoint
INSERT INTO "lookthrough_lines" ("role_code", "perimeter_id", "line_no", "instrument_no", "depth",
	"quotation_currency", "quantity", "notional_rc", "market_value_qc", "market_value_rc", "weight",
	"status", "missing_data", "root_no", "path_no")
SELECT "role_code", "perimeter_id", "line_no", "instrument_no", "depth", "quotation_currency",
	"quantity", "notional_rc", "market_value_qc", "market_value_rc", "weight", "status",
	"missing_data", "root_no", "path_no"
FROM "lookthrough_lines_before_partitions";
--> statement-breakpoint
DROP TABLE "lookthrough_lines_before_partitions";
