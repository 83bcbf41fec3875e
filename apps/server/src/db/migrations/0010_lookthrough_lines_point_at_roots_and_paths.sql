ALTER TABLE "lookthrough_lines" ALTER COLUMN "root_no" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lookthrough_lines" ALTER COLUMN "path_no" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lookthrough_lines" DROP COLUMN "portfolio_code";--> statement-breakpoint
ALTER TABLE "lookthrough_lines" DROP COLUMN "compartment_code";--> statement-breakpoint
ALTER TABLE "lookthrough_lines" DROP COLUMN "root_code";--> statement-breakpoint
ALTER TABLE "lookthrough_lines" DROP COLUMN "root_name";--> statement-breakpoint
ALTER TABLE "lookthrough_lines" DROP COLUMN "fund_path";--> statement-breakpoint
ALTER TABLE "lookthrough_lines" DROP COLUMN "parent_fund_code";--> statement-breakpoint
-- The planner must know the new tables' sizes before the first read joins them: without
-- statistics it took them for empty and nested-looped over a million lines.
ANALYZE "lookthrough_lines", "lookthrough_roots", "lookthrough_paths";
