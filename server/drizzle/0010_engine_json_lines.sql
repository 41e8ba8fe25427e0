-- The engine's lines and aggregates are written and read whole, never queried inside: json keeps
-- their text as sent, where jsonb parsed it on every write and printed it on every read (issue #28:
-- 5-6x less database CPU for a season's lines on PGlite).
ALTER TABLE "extended_stats" ALTER COLUMN "stats" SET DATA TYPE json USING "stats"::json;--> statement-breakpoint
ALTER TABLE "player_map_lines" ALTER COLUMN "line" SET DATA TYPE json USING "line"::json;--> statement-breakpoint
ALTER TABLE "season_stats" ALTER COLUMN "stats" SET DATA TYPE json USING "stats"::json;--> statement-breakpoint
ALTER TABLE "team_map_lines" ALTER COLUMN "line" SET DATA TYPE json USING "line"::json;