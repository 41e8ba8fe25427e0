import { errorBodySchema } from "@fragboard/core";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { notFound } from "../../http/errors.js";
import { notRateLimited } from "../../http/rate-limit.js";
import { franchiseLogo } from "../../repositories/league/franchises.js";
import { playerById } from "../../repositories/league/players.js";
import { avatarSvg } from "./avatar.js";

/**
 * Player avatars and franchise logos as SVG files, so the league's lists carry short URLs instead
 * of inline images. An image only changes when the league is reseeded: a day-long immutable cache
 * spares the revalidation on every page, and the live ETag hook still answers 304s after it.
 */

const IMAGE_CACHE = "public, max-age=86400, immutable";

const sendSvg = (reply: FastifyReply, svg: string) =>
  reply.header("cache-control", IMAGE_CACHE).type("image/svg+xml; charset=utf-8").send(svg);

/** Ids and prefixes are word characters; anything else cannot name an image. */
const imageKey = (field: string) =>
  z
    .string()
    .regex(/^[\w-]+$/, `${field} must be letters, digits, _ or -`)
    .max(64, `${field} is too long`);

const svgResponse = { 200: z.string().describe("An SVG document"), 404: errorBodySchema };

export const imagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/avatars/:id.svg",
    {
      schema: {
        summary: "A player's default avatar, drawn from his id and name (image/svg+xml)",
        tags: ["images"],
        params: z.object({ id: imageKey("id") }),
        response: svgResponse,
      },
      config: { rateLimit: notRateLimited },
    },
    async (request, reply) => {
      const { id } = request.params;
      const player = await playerById(db, id);
      if (!player) throw notFound(`No player with id ${id}`);
      return sendSvg(reply, avatarSvg(player));
    },
  );

  app.get(
    "/logos/:prefix.svg",
    {
      schema: {
        summary: "A franchise's logo by its prefix (image/svg+xml)",
        tags: ["images"],
        params: z.object({ prefix: imageKey("prefix") }),
        response: svgResponse,
      },
      config: { rateLimit: notRateLimited },
    },
    async (request, reply) => {
      const { prefix } = request.params;
      const logo = await franchiseLogo(db, prefix);
      if (logo === null) throw notFound(`No franchise with prefix ${prefix}`);
      return sendSvg(reply, logo);
    },
  );
};
