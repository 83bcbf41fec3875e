-- Issue 21 §4: every client (tenant) table carries role_code in its primary key and in
-- every foreign key between client tables, so that a distributed PostgreSQL (Citus) can
-- place a client's rows on one shard (docs/scaling.md). Hand-written: drizzle-kit cannot
-- name the single-column primary keys it replaces, and would add simulation_positions'
-- role_code NOT NULL to a table that may hold rows. Existing rows are kept.
ALTER TABLE "simulation_positions" DROP CONSTRAINT "simulation_positions_simulation_id_simulations_id_fk";--> statement-breakpoint
ALTER TABLE "archives" DROP CONSTRAINT "archives_perimeter_id_computed_perimeters_id_fk";--> statement-breakpoint
ALTER TABLE "simulation_positions" DROP CONSTRAINT "simulation_positions_simulation_id_position_no_pk";--> statement-breakpoint
ALTER TABLE "positions" DROP CONSTRAINT "positions_pkey";--> statement-breakpoint
ALTER TABLE "computed_perimeters" DROP CONSTRAINT "computed_perimeters_pkey";--> statement-breakpoint
ALTER TABLE "simulations" DROP CONSTRAINT "simulations_pkey";--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_role_code_id_pk" PRIMARY KEY("role_code","id");--> statement-breakpoint
ALTER TABLE "computed_perimeters" ADD CONSTRAINT "computed_perimeters_role_code_id_pk" PRIMARY KEY("role_code","id");--> statement-breakpoint
ALTER TABLE "simulations" ADD CONSTRAINT "simulations_role_code_id_pk" PRIMARY KEY("role_code","id");--> statement-breakpoint
-- A simulation's positions take their simulation's role before the column is required.
ALTER TABLE "simulation_positions" ADD COLUMN "role_code" text;--> statement-breakpoint
UPDATE "simulation_positions" p SET "role_code" = s."role_code" FROM "simulations" s WHERE s."id" = p."simulation_id";--> statement-breakpoint
ALTER TABLE "simulation_positions" ALTER COLUMN "role_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "simulation_positions" ADD CONSTRAINT "simulation_positions_role_code_simulation_id_position_no_pk" PRIMARY KEY("role_code","simulation_id","position_no");--> statement-breakpoint
ALTER TABLE "simulation_positions" ADD CONSTRAINT "simulation_positions_role_code_simulation_id_simulations_role_code_id_fk" FOREIGN KEY ("role_code","simulation_id") REFERENCES "public"."simulations"("role_code","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archives" ADD CONSTRAINT "archives_role_code_perimeter_id_computed_perimeters_role_code_id_fk" FOREIGN KEY ("role_code","perimeter_id") REFERENCES "public"."computed_perimeters"("role_code","id") ON DELETE restrict ON UPDATE no action;
