CREATE TABLE "faceit_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"steam64_id" text NOT NULL,
	"faceit_id" text NOT NULL,
	"faceit_name" text NOT NULL,
	"elo" integer NOT NULL,
	"level" integer NOT NULL,
	"highest_level" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "faceit_accounts_steam64_id_unique" UNIQUE("steam64_id")
);
--> statement-breakpoint
CREATE TABLE "faceit_hub_stats" (
	"hub" text NOT NULL,
	"faceit_id" text NOT NULL,
	"nickname" text NOT NULL,
	"stats" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "faceit_hub_stats_hub_faceit_id_pk" PRIMARY KEY("hub","faceit_id")
);
