CREATE TABLE "archives" (
	"role_code" text NOT NULL,
	"perimeter_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"simulation" boolean NOT NULL,
	"families" text[] NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"portfolio_names" text[] NOT NULL,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archives_role_code_perimeter_id_pk" PRIMARY KEY("role_code","perimeter_id")
);
--> statement-breakpoint
ALTER TABLE "archives" ADD CONSTRAINT "archives_role_code_client_roles_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."client_roles"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archives" ADD CONSTRAINT "archives_perimeter_id_computed_perimeters_id_fk" FOREIGN KEY ("perimeter_id") REFERENCES "public"."computed_perimeters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archives" ADD CONSTRAINT "archives_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "archives_name_idx" ON "archives" USING btree ("role_code","category",lower("name"));