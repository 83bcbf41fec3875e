CREATE TABLE "job_file_parts" (
	"file_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_file_parts_file_id_part_pk" PRIMARY KEY("file_id","part")
);
--> statement-breakpoint
-- A workbook is a zip and an upload mostly text read once: no compression on the way.
ALTER TABLE "job_file_parts" ALTER COLUMN "data" SET STORAGE EXTERNAL;
