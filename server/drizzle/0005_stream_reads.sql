CREATE TABLE "stream_reads" (
	"discord_id" text NOT NULL,
	"stream_id" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_reads_discord_id_stream_id_pk" PRIMARY KEY("discord_id","stream_id")
);
