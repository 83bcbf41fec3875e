CREATE TABLE "lookthrough_paths" (
	"role_code" text NOT NULL,
	"perimeter_id" uuid NOT NULL,
	"path_no" integer NOT NULL,
	"fund_path" text NOT NULL,
	"parent_fund_code" text,
	CONSTRAINT "lookthrough_paths_role_code_perimeter_id_path_no_pk" PRIMARY KEY("role_code","perimeter_id","path_no")
);
--> statement-breakpoint
CREATE TABLE "lookthrough_roots" (
	"role_code" text NOT NULL,
	"perimeter_id" uuid NOT NULL,
	"root_no" integer NOT NULL,
	"portfolio_code" text NOT NULL,
	"compartment_code" text NOT NULL,
	"root_code" text NOT NULL,
	"root_name" text,
	CONSTRAINT "lookthrough_roots_role_code_perimeter_id_root_no_pk" PRIMARY KEY("role_code","perimeter_id","root_no")
);
--> statement-breakpoint
ALTER TABLE "lookthrough_lines" ADD COLUMN "root_no" integer;--> statement-breakpoint
ALTER TABLE "lookthrough_lines" ADD COLUMN "path_no" integer;--> statement-breakpoint
-- Look-throughs stored before this migration keep their lines: each line is given the
-- number of its root and of its path among its perimeter's distinct ones (window
-- functions over the lines, no join on their texts), then the distinct roots and paths
-- are written with their numbers (migration 0010 drops the repeated columns).
UPDATE "lookthrough_lines" AS l
   SET "root_no" = n."root_no", "path_no" = n."path_no"
  FROM (SELECT "role_code", "perimeter_id", "line_no",
               (dense_rank() OVER (PARTITION BY "role_code", "perimeter_id"
                  ORDER BY "portfolio_code", "compartment_code", "root_code", "root_name"))::integer - 1 AS "root_no",
               (dense_rank() OVER (PARTITION BY "role_code", "perimeter_id"
                  ORDER BY "fund_path", "parent_fund_code"))::integer - 1 AS "path_no"
          FROM "lookthrough_lines") AS n
 WHERE n."role_code" = l."role_code" AND n."perimeter_id" = l."perimeter_id" AND n."line_no" = l."line_no";
--> statement-breakpoint
INSERT INTO "lookthrough_roots" ("role_code", "perimeter_id", "root_no", "portfolio_code", "compartment_code", "root_code", "root_name")
SELECT DISTINCT "role_code", "perimeter_id", "root_no", "portfolio_code", "compartment_code", "root_code", "root_name"
  FROM "lookthrough_lines";
--> statement-breakpoint
INSERT INTO "lookthrough_paths" ("role_code", "perimeter_id", "path_no", "fund_path", "parent_fund_code")
SELECT DISTINCT "role_code", "perimeter_id", "path_no", "fund_path", "parent_fund_code"
  FROM "lookthrough_lines";
