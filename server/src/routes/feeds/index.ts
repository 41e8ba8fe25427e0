import {
  ARTICLE_FEED_PATH,
  calendarQuerySchema,
  errorBodySchema,
  franchiseCalendarParamsSchema,
  teamCalendarParamsSchema,
  tierCalendarParamsSchema,
} from "@fragboard/core";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import type { MediaUrl } from "../../http/media-url.js";
import { articlesInState } from "../../repositories/community/articles.js";
import { currentSeason } from "../../repositories/league/seasons.js";
import {
  franchiseByPrefix,
  franchiseMatches,
  teamForCalendar,
  teamMatches,
  tierMatches,
} from "../../repositories/outward/calendar.js";
import { pickerNames } from "../fragboard/pickems-names.js";
import { atomFeed } from "./atom.js";
import { matchCalendar } from "./calendar.js";
import { siteOrigin } from "./site-url.js";

export type FeedsOptions = {
  db: Db;
  /** The league's "today" (SIM_NOW): which season is current. */
  leagueNow: () => Date;
  publicUrl: string | null;
  mediaUrl: MediaUrl;
};

/** Calendars are polled by clients (hourly is usual); five minutes keeps a reschedule prompt. */
const FEED_CACHE = "public, max-age=300";
const text = z.string();

/**
 * Standard feeds of the league for calendars and feed readers (docs/api.md#calendar-feeds,
 * docs/api.md#article-feed): public, built from the schedule and the approved articles as they
 * are now.
 */
export const feedsRoutes: FastifyPluginAsyncZod<FeedsOptions> = async (
  app,
  { db, leagueNow, publicUrl, mediaUrl },
) => {
  const sendCalendar = (reply: FastifyReply, body: string) =>
    reply.type("text/calendar; charset=utf-8").header("cache-control", FEED_CACHE).send(body);
  const seasonOr = async (season: number | undefined) =>
    season ?? (await currentSeason(db, leagueNow()))?.number ?? 0;

  app.get(
    "/calendar/teams/:id.ics",
    {
      schema: {
        summary: "iCalendar feed of one team's matches (its season)",
        params: teamCalendarParamsSchema,
        response: { 200: text, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const team = await teamForCalendar(db, request.params.id);
      if (!team) throw notFound(`There is no team ${request.params.id}.`);
      const matches = await teamMatches(db, team.id);
      const name = `${team.name} (${team.tier}, season ${team.season})`;
      return sendCalendar(reply, matchCalendar(name, matches, siteOrigin(publicUrl, request), new Date()));
    },
  );

  app.get(
    "/calendar/franchises/:prefix.ics",
    {
      schema: {
        summary: "iCalendar feed of every match of a franchise's teams in a season (default: current)",
        params: franchiseCalendarParamsSchema,
        querystring: calendarQuerySchema,
        response: { 200: text, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const franchise = await franchiseByPrefix(db, request.params.prefix);
      if (!franchise) throw notFound(`There is no franchise ${request.params.prefix}.`);
      const season = await seasonOr(request.query.season);
      const matches = await franchiseMatches(db, franchise.id, season);
      const name = `${franchise.name} (season ${season})`;
      return sendCalendar(reply, matchCalendar(name, matches, siteOrigin(publicUrl, request), new Date()));
    },
  );

  app.get(
    "/calendar/tiers/:tier.ics",
    {
      schema: {
        summary: "iCalendar feed of every match of a tier in a season (default: current)",
        params: tierCalendarParamsSchema,
        querystring: calendarQuerySchema,
        response: { 200: text, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const season = await seasonOr(request.query.season);
      const matches = await tierMatches(db, request.params.tier, season);
      const name = `${request.params.tier} (season ${season})`;
      return sendCalendar(reply, matchCalendar(name, matches, siteOrigin(publicUrl, request), new Date()));
    },
  );

  app.get(
    ARTICLE_FEED_PATH.replace(/^\/api/, ""),
    {
      schema: {
        summary: "Atom feed of the approved articles, newest first",
        response: { 200: text },
      },
    },
    async (request, reply) => {
      const origin = siteOrigin(publicUrl, request);
      const rows = (await articlesInState(db, "APPROVED")).slice(0, FEED_ENTRIES);
      const names = await pickerNames(
        db,
        rows.filter((r) => !r.anonymous).map((r) => r.discordId),
      );
      const absolute = (url: string) => {
        const media = mediaUrl(url);
        return media.startsWith("/") ? `${origin}${media}` : media;
      };
      const xml = atomFeed(
        {
          id: `${origin}/articles`,
          title: "Fragboard articles",
          self: `${origin}${ARTICLE_FEED_PATH}`,
          alternate: `${origin}/articles`,
        },
        rows.map((r) => ({
          id: `${origin}/articles/${r.id}`,
          title: r.title,
          summary: r.subtitle,
          author: r.anonymous ? "Anonymous" : names(r.discordId),
          published: r.createdAt,
          updated: r.updatedAt,
          link: `${origin}/articles/${r.id}`,
          html: r.content,
          categories: r.tags,
          image: r.bannerUrl ? absolute(r.bannerUrl) : null,
        })),
      );
      return reply.type("application/atom+xml; charset=utf-8").header("cache-control", FEED_CACHE).send(xml);
    },
  );
};

/** Feed readers want the recent entries; the archive is on the site. */
const FEED_ENTRIES = 50;
