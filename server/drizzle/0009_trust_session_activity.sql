ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "client" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "network" text;