CREATE TABLE "accolades" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"season" integer NOT NULL,
	"badge_type" text NOT NULL,
	"badge_text" text NOT NULL,
	"badge_image_url" text,
	"metadata" jsonb,
	"awarded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"discord_id" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"banner_url" text NOT NULL,
	"tags" jsonb NOT NULL,
	"content" text NOT NULL,
	"anonymous" boolean NOT NULL,
	"approval_state" text DEFAULT 'Pending' NOT NULL,
	"approved_by" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"discord_id" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pickems" (
	"discord_id" text NOT NULL,
	"season" integer NOT NULL,
	"tier" text NOT NULL,
	"picks" jsonb NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickems_season_discord_id_pk" PRIMARY KEY("season","discord_id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"discord_id" text PRIMARY KEY NOT NULL,
	"profile" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reputation" (
	"target_discord_id" text NOT NULL,
	"giver_discord_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reputation_target_discord_id_giver_discord_id_pk" PRIMARY KEY("target_discord_id","giver_discord_id")
);
--> statement-breakpoint
CREATE TABLE "server_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_discord_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"port" integer NOT NULL,
	"type" text NOT NULL,
	"map" text NOT NULL,
	"password" text NOT NULL,
	"is_private" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"discord_id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"global_name" text,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "franchises" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"logo_svg" text NOT NULL,
	"gm_player_id" text NOT NULL,
	"agm_player_id" text,
	"agm_player_ids" jsonb NOT NULL,
	"active" boolean NOT NULL,
	CONSTRAINT "franchises_prefix_unique" UNIQUE("prefix")
);
--> statement-breakpoint
CREATE TABLE "map_bans" (
	"scheduled_match_id" text NOT NULL,
	"number" integer NOT NULL,
	"map" text NOT NULL,
	"team_id" text NOT NULL,
	CONSTRAINT "map_bans_scheduled_match_id_number_pk" PRIMARY KEY("scheduled_match_id","number")
);
--> statement-breakpoint
CREATE TABLE "player_seasons" (
	"player_id" text NOT NULL,
	"season" integer NOT NULL,
	"tier" text NOT NULL,
	"team_id" text,
	"type" text NOT NULL,
	"mmr" integer NOT NULL,
	CONSTRAINT "player_seasons_season_player_id_pk" PRIMARY KEY("season","player_id")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" text PRIMARY KEY NOT NULL,
	"steam64_id" text NOT NULL,
	"discord_id" text NOT NULL,
	"name" text NOT NULL,
	"faceit_name" text,
	"crosshair_share_code" text,
	"mmr" integer NOT NULL,
	"avatar_url" text NOT NULL,
	"contract_duration" integer,
	"type" text NOT NULL,
	"tier" text NOT NULL,
	"team_id" text,
	CONSTRAINT "players_steam64_id_unique" UNIQUE("steam64_id")
);
--> statement-breakpoint
CREATE TABLE "scheduled_matches" (
	"id" text PRIMARY KEY NOT NULL,
	"season" integer NOT NULL,
	"tier" text NOT NULL,
	"match_type" text NOT NULL,
	"match_day" text NOT NULL,
	"scheduled_date" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"home_team_id" text NOT NULL,
	"away_team_id" text NOT NULL,
	"lobby_id" text NOT NULL,
	"demo_url" text,
	"server" jsonb
);
--> statement-breakpoint
CREATE TABLE "season_tiers" (
	"season" integer NOT NULL,
	"tier" text NOT NULL,
	"mmr_cap" integer NOT NULL,
	"mmr_min" integer NOT NULL,
	"mmr_max" integer NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "season_tiers_season_tier_pk" PRIMARY KEY("season","tier")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"number" integer PRIMARY KEY NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"regular_season_start" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"simulated" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"season" integer NOT NULL,
	"change_type" text NOT NULL,
	"value" text NOT NULL,
	"date_created" timestamp with time zone NOT NULL,
	"team_id" text,
	"franchise_prefix" text
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" text PRIMARY KEY NOT NULL,
	"season" integer NOT NULL,
	"franchise_id" text NOT NULL,
	"name" text NOT NULL,
	"tier" text NOT NULL,
	"captain_player_id" text,
	"division" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kills" (
	"match_id" text NOT NULL,
	"round" smallint NOT NULL,
	"index" smallint NOT NULL,
	"time" double precision NOT NULL,
	"killer" text,
	"victim" text NOT NULL,
	"assister" text,
	"flash_assister" text,
	"weapon" text NOT NULL,
	"headshot" boolean NOT NULL,
	"penetrated" smallint NOT NULL,
	"noscope" boolean NOT NULL,
	"through_smoke" boolean NOT NULL,
	"killer_airborne" boolean NOT NULL,
	"killer_blinded" boolean NOT NULL,
	"is_trade" boolean NOT NULL,
	"is_traded_death" boolean NOT NULL,
	CONSTRAINT "kills_match_id_round_index_pk" PRIMARY KEY("match_id","round","index")
);
--> statement-breakpoint
CREATE TABLE "map_players" (
	"match_id" text NOT NULL,
	"position" smallint NOT NULL,
	"steam64_id" text NOT NULL,
	"player_id" text,
	"name" text NOT NULL,
	"team" smallint NOT NULL,
	CONSTRAINT "map_players_match_id_position_pk" PRIMARY KEY("match_id","position")
);
--> statement-breakpoint
CREATE TABLE "maps" (
	"match_id" text PRIMARY KEY NOT NULL,
	"scheduled_match_id" text,
	"season" integer NOT NULL,
	"tier" text NOT NULL,
	"match_type" text NOT NULL,
	"match_day" text NOT NULL,
	"map_name" text NOT NULL,
	"map_number" smallint NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"total_rounds" smallint NOT NULL,
	"team0_id" text,
	"team0_name" text NOT NULL,
	"team0_start_side" text NOT NULL,
	"team0_score" smallint NOT NULL,
	"team1_id" text,
	"team1_name" text NOT NULL,
	"team1_start_side" text NOT NULL,
	"team1_score" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_rounds" (
	"match_id" text NOT NULL,
	"round" smallint NOT NULL,
	"steam64_id" text NOT NULL,
	"damage" smallint NOT NULL,
	"util_damage" smallint NOT NULL,
	"support_damage" smallint NOT NULL,
	"hits_head" smallint NOT NULL,
	"hits_neck" smallint NOT NULL,
	"hits_chest" smallint NOT NULL,
	"hits_stomach" smallint NOT NULL,
	"hits_left_arm" smallint NOT NULL,
	"hits_right_arm" smallint NOT NULL,
	"hits_left_leg" smallint NOT NULL,
	"hits_right_leg" smallint NOT NULL,
	"hits_generic" smallint NOT NULL,
	"grenades_thrown" smallint NOT NULL,
	"enemies_flashed" smallint NOT NULL,
	"flash_enemy_seconds" double precision NOT NULL,
	"flash_team_seconds" double precision NOT NULL,
	"flash_self_seconds" double precision NOT NULL,
	"flash_enemy_count" smallint NOT NULL,
	"flash_team_count" smallint NOT NULL,
	"flash_self_count" smallint NOT NULL,
	"chickens_shot" smallint NOT NULL,
	"chickens_stabbed" smallint NOT NULL,
	"chickens_exploded" smallint NOT NULL,
	"chickens_roasted" smallint NOT NULL,
	CONSTRAINT "player_rounds_match_id_round_steam64_id_pk" PRIMARY KEY("match_id","round","steam64_id")
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"match_id" text NOT NULL,
	"number" smallint NOT NULL,
	"side0" text NOT NULL,
	"side1" text NOT NULL,
	"winner_side" text NOT NULL,
	"winner_team" smallint NOT NULL,
	"reason" text NOT NULL,
	"equipment_value0" integer NOT NULL,
	"equipment_value1" integer NOT NULL,
	"economy_type0" text NOT NULL,
	"economy_type1" text NOT NULL,
	"planter" text,
	"defuser" text,
	"ninja_defuse" boolean NOT NULL,
	"mvp" text,
	CONSTRAINT "rounds_match_id_number_pk" PRIMARY KEY("match_id","number")
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extended_stats" (
	"season" integer NOT NULL,
	"match_type" text NOT NULL,
	"steam64_id" text NOT NULL,
	"name" text NOT NULL,
	"stats" jsonb NOT NULL,
	CONSTRAINT "extended_stats_season_match_type_steam64_id_pk" PRIMARY KEY("season","match_type","steam64_id")
);
--> statement-breakpoint
CREATE TABLE "player_map_lines" (
	"match_id" text NOT NULL,
	"season" integer NOT NULL,
	"tier" text NOT NULL,
	"match_type" text NOT NULL,
	"match_day" text NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"steam64_id" text NOT NULL,
	"player_id" text,
	"name" text NOT NULL,
	"line" jsonb NOT NULL,
	CONSTRAINT "player_map_lines_match_id_steam64_id_pk" PRIMARY KEY("match_id","steam64_id")
);
--> statement-breakpoint
CREATE TABLE "season_stats" (
	"season" integer NOT NULL,
	"tier" text NOT NULL,
	"match_type" text NOT NULL,
	"steam64_id" text NOT NULL,
	"player_id" text,
	"name" text NOT NULL,
	"stats" jsonb NOT NULL,
	CONSTRAINT "season_stats_season_match_type_tier_steam64_id_pk" PRIMARY KEY("season","match_type","tier","steam64_id")
);
--> statement-breakpoint
CREATE TABLE "team_map_lines" (
	"match_id" text NOT NULL,
	"season" integer NOT NULL,
	"tier" text NOT NULL,
	"match_type" text NOT NULL,
	"match_day" text NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"team" smallint NOT NULL,
	"team_id" text,
	"name" text NOT NULL,
	"line" jsonb NOT NULL,
	CONSTRAINT "team_map_lines_match_id_team_pk" PRIMARY KEY("match_id","team")
);
--> statement-breakpoint
CREATE INDEX "accolades_player" ON "accolades" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "articles_state_created" ON "articles" USING btree ("approval_state","created_at");--> statement-breakpoint
CREATE INDEX "articles_author" ON "articles" USING btree ("discord_id");--> statement-breakpoint
CREATE INDEX "notifications_user" ON "notifications" USING btree ("discord_id","created_at");--> statement-breakpoint
CREATE INDEX "servers_running" ON "servers" USING btree ("expires_at") WHERE "servers"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "player_seasons_player" ON "player_seasons" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "players_discord" ON "players" USING btree ("discord_id");--> statement-breakpoint
CREATE INDEX "players_team" ON "players" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "scheduled_matches_season_tier" ON "scheduled_matches" USING btree ("season","tier");--> statement-breakpoint
CREATE INDEX "scheduled_matches_home" ON "scheduled_matches" USING btree ("home_team_id");--> statement-breakpoint
CREATE INDEX "scheduled_matches_away" ON "scheduled_matches" USING btree ("away_team_id");--> statement-breakpoint
CREATE INDEX "team_history_player" ON "team_history" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "teams_season_tier" ON "teams" USING btree ("season","tier");--> statement-breakpoint
CREATE INDEX "teams_franchise" ON "teams" USING btree ("franchise_id");--> statement-breakpoint
CREATE INDEX "maps_season_tier_type" ON "maps" USING btree ("season","tier","match_type");--> statement-breakpoint
CREATE INDEX "maps_scheduled_match" ON "maps" USING btree ("scheduled_match_id");--> statement-breakpoint
CREATE INDEX "player_map_lines_season" ON "player_map_lines" USING btree ("season","match_type","tier");--> statement-breakpoint
CREATE INDEX "player_map_lines_player" ON "player_map_lines" USING btree ("steam64_id","season");--> statement-breakpoint
CREATE INDEX "season_stats_player" ON "season_stats" USING btree ("steam64_id");--> statement-breakpoint
CREATE INDEX "team_map_lines_season" ON "team_map_lines" USING btree ("season","match_type","tier");--> statement-breakpoint
CREATE INDEX "team_map_lines_team" ON "team_map_lines" USING btree ("team_id");