CREATE TABLE "esg_note_exceptions" (
	"role_code" text NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"denomination" text NOT NULL,
	"code_cic" text NOT NULL,
	"note" double precision NOT NULL,
	CONSTRAINT "esg_note_exceptions_role_code_code_pk" PRIMARY KEY("role_code","code")
);
--> statement-breakpoint
CREATE TABLE "esg_pillar_weights" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"e" double precision NOT NULL,
	"s" double precision NOT NULL,
	"g" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "esg_theme_weights" (
	"role_code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"sector_code" text NOT NULL,
	"theme_id" text NOT NULL,
	"pillar" text NOT NULL,
	"ratio" double precision NOT NULL,
	CONSTRAINT "esg_theme_weights_role_code_user_id_sector_code_theme_id_pk" PRIMARY KEY("role_code","user_id","sector_code","theme_id")
);
--> statement-breakpoint
ALTER TABLE "esg_note_exceptions" ADD CONSTRAINT "esg_note_exceptions_role_code_client_roles_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."client_roles"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_pillar_weights" ADD CONSTRAINT "esg_pillar_weights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_theme_weights" ADD CONSTRAINT "esg_theme_weights_role_code_client_roles_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."client_roles"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_theme_weights" ADD CONSTRAINT "esg_theme_weights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;