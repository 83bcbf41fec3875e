CREATE TABLE "simulation_positions" (
	"simulation_id" uuid NOT NULL,
	"position_no" integer NOT NULL,
	"portfolio_code" text NOT NULL,
	"compartment_code" text NOT NULL,
	"security_code" text NOT NULL,
	"quantity" double precision NOT NULL,
	"quotation_currency" text NOT NULL,
	"market_value_qc" double precision NOT NULL,
	"market_value_rc" double precision NOT NULL,
	"accrued_interest_rc" double precision DEFAULT 0 NOT NULL,
	"book_value_rc" double precision,
	"acquisition_date" date,
	"initial_quantity" double precision,
	CONSTRAINT "simulation_positions_simulation_id_position_no_pk" PRIMARY KEY("simulation_id","position_no")
);
--> statement-breakpoint
CREATE TABLE "simulations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"role_code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"valuation_date" date NOT NULL,
	"portfolios" text[] NOT NULL,
	"compartments" text[] NOT NULL,
	"look_through_level" text NOT NULL,
	"initial_value" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "simulation_positions" ADD CONSTRAINT "simulation_positions_simulation_id_simulations_id_fk" FOREIGN KEY ("simulation_id") REFERENCES "public"."simulations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulations" ADD CONSTRAINT "simulations_role_code_client_roles_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."client_roles"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulations" ADD CONSTRAINT "simulations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulations_user_idx" ON "simulations" USING btree ("user_id","created_at");
--> statement-breakpoint
ALTER TABLE "computed_perimeters" ADD COLUMN "simulation_id" uuid;
