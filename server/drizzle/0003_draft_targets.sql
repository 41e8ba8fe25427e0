CREATE TABLE "draft_targets" (
	"discord_id" text NOT NULL,
	"season" integer NOT NULL,
	"player_ids" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_targets_season_discord_id_pk" PRIMARY KEY("season","discord_id")
);
