CREATE TABLE "saved_perimeters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"role_code" text,
	"valuation_date" date,
	"portfolios" text[] DEFAULT '{}' NOT NULL,
	"compartments" text[] DEFAULT '{}' NOT NULL,
	"look_through_level" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_perimeters" ADD CONSTRAINT "saved_perimeters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;