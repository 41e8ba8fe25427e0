import { errorBodySchema } from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import type { JsonCache } from "../../http/json-cache.js";
import { matchCardSvg, playerCardSvg } from "../../og-image/cards.js";
import { PngCache } from "../../og-image/png-cache.js";
import { svgToPng } from "../../og-image/render-png.js";
import { franchiseLogo } from "../../repositories/league/franchises.js";
import { playerById } from "../../repositories/league/players.js";
import { currentSeason } from "../../repositories/league/seasons.js";
import { playerRegulationStats } from "../../repositories/stats/season-stats.js";
import { matchHeadline } from "../matches/match-page.js";
import { avatarSvg } from "./avatar.js";

/**
 * Link-preview pictures (issue #21 item 6, docs/api.md#link-preview-images): the PNG a chat client
 * shows when a match or player page is shared, named by the page's `og:image` (server/src/web/
 * page-meta.ts). Drawn on the server from SVG (og-image/), kept until league data changes.
 */

/** A match's score can change with each ingest; a client revalidates after an hour. */
const CARD_CACHE = "public, max-age=3600";

const cardKey = (field: string) =>
  z
    .string()
    .regex(/^[\w-]+$/, `${field} must be letters, digits, _ or -`)
    .max(100, `${field} is too long`);

// Rate limited as any read (unlike the SVG images): a card not yet drawn costs CPU.
const pngResponse = { 200: z.string().describe("A PNG image, 1200×630"), 404: errorBodySchema };

/** Paths of the cards, for page-meta.ts (which makes them absolute with mediaUrl). */
export const matchCardPath = (matchId: string) => `/api/og/matches/${encodeURIComponent(matchId)}.png`;
export const playerCardPath = (playerId: string) => `/api/og/players/${encodeURIComponent(playerId)}.png`;

export const ogImageRoutes: FastifyPluginAsyncZod<{ db: Db; cache: JsonCache; now: () => Date }> = async (
  app,
  { db, cache, now },
) => {
  const cards = new PngCache();
  // New match data (an ingest, an import) clears every cached answer, and so every card.
  cache.onClear(() => cards.clear());

  async function matchCard(id: string): Promise<Buffer | null> {
    const match = await matchHeadline(db, id);
    if (!match) return null;
    const logoOf = (prefix: string | undefined) =>
      prefix ? franchiseLogo(db, prefix).then((svg) => svg ?? undefined) : undefined;
    const [home, away] = await Promise.all([
      logoOf(match.home.franchise?.prefix),
      logoOf(match.away.franchise?.prefix),
    ]);
    return svgToPng(matchCardSvg(match, { home, away }));
  }

  async function playerCard(id: string): Promise<Buffer | null> {
    const player = await playerById(db, id);
    if (!player) return null;
    const season = await currentSeason(db, now());
    const line = season
      ? await playerRegulationStats(db, player.steam64Id, season.number, player.tier)
      : null;
    return svgToPng(
      playerCardSvg(
        { name: player.name, tier: player.tier, avatar: avatarSvg(player) },
        line && season
          ? {
              season: season.number,
              tier: line.tier,
              rating: line.stats.rating,
              adr: line.stats.adr,
              kast: line.stats.kast,
              maps: line.stats.gameCount,
            }
          : null,
      ),
    );
  }

  const sendCard = (reply: import("fastify").FastifyReply, png: Buffer) =>
    reply
      .type("image/png")
      .header("cache-control", CARD_CACHE)
      .header("content-length", png.length)
      // Bytes, not JSON: a Buffer goes out past the route's serializer.
      .send(png as never);

  app.get(
    "/og/matches/:id.png",
    {
      schema: {
        summary: "A match's link-preview picture: teams, score per map or kickoff (image/png, 1200×630)",
        tags: ["images"],
        params: z.object({ id: cardKey("id") }),
        response: pngResponse,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const png = await cards.get(`match:${id}`, () => matchCard(id));
      if (!png) throw notFound(`No match with id ${id}`);
      return sendCard(reply, png);
    },
  );

  app.get(
    "/og/players/:id.png",
    {
      schema: {
        summary: "A player's link-preview picture: his tier and season figures (image/png, 1200×630)",
        tags: ["images"],
        params: z.object({ id: cardKey("id") }),
        response: pngResponse,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const png = await cards.get(`player:${id}`, () => playerCard(id));
      if (!png) throw notFound(`No player with id ${id}`);
      return sendCard(reply, png);
    },
  );
};
