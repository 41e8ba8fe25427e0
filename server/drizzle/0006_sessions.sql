CREATE TABLE "session_cutoffs" (
	"discord_id" text PRIMARY KEY NOT NULL,
	"revoked_before" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"discord_id" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"name" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("discord_id","expires_at");