CREATE TABLE "parameter_audit" (
	"role_code" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "parameter_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid,
	"account_id" text NOT NULL,
	"display_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"group_name" text NOT NULL,
	"old_values" jsonb NOT NULL,
	"new_values" jsonb NOT NULL,
	CONSTRAINT "parameter_audit_role_code_id_pk" PRIMARY KEY("role_code","id")
);
--> statement-breakpoint
CREATE TABLE "scr_client_list_entries" (
	"role_code" text NOT NULL,
	"list" text NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"denomination" text NOT NULL,
	"code_cic" text NOT NULL,
	"portfolio_code" text,
	"compartment_code" text,
	"currency" text,
	"qrt_adj_eq_meth_val" double precision,
	"leverage_rate" double precision,
	"own_use" boolean,
	CONSTRAINT "scr_client_list_entries_role_code_list_position_pk" PRIMARY KEY("role_code","list","position")
);
--> statement-breakpoint
CREATE TABLE "scr_parameter_groups" (
	"role_code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"group_name" text NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scr_parameter_groups_role_code_user_id_group_name_pk" PRIMARY KEY("role_code","user_id","group_name")
);
--> statement-breakpoint
ALTER TABLE "scr_client_list_entries" ADD CONSTRAINT "scr_client_list_entries_role_code_client_roles_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."client_roles"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scr_parameter_groups" ADD CONSTRAINT "scr_parameter_groups_role_code_client_roles_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."client_roles"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scr_parameter_groups" ADD CONSTRAINT "scr_parameter_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parameter_audit_group_idx" ON "parameter_audit" USING btree ("role_code","group_name","changed_at");