ALTER TABLE "articles" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_author_idempotency" ON "articles" USING btree ("discord_id","idempotency_key");