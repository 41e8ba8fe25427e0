import {
  ADMIN_SCOPE,
  errorBodySchema,
  leagueWebhookBodySchema,
  leagueWebhookPatchSchema,
  memberWebhookBodySchema,
  memberWebhookSchema,
  webhookCreatedSchema,
  webhookDestinationSchema,
  webhookListSchema,
  webhookParamsSchema,
  webhookTestSchema,
} from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireScope, requireSession, sessionOf } from "../../auth/guard.js";
import type { Sessions } from "../../auth/sessions.js";
import type { Db } from "../../db/client.js";
import { httpError, notFound } from "../../http/errors.js";
import { type RateLimits, writeLimit } from "../../http/rate-limit.js";
import {
  deleteDestination,
  destinationsOf,
  insertDestination,
  updateDestination,
} from "../../repositories/outward/outbox.js";
import { describeOne, listDestinations, newSigningSecret, ownDestination, sendTest } from "./destinations.js";

export type WebhooksOptions = {
  db: Db;
  sessions: Sessions;
  limits: RateLimits;
  /** Members' own webhooks must start with it (DISCORD_WEBHOOK_BASE). */
  discordWebhookBase: string;
  /** Runs a delivery pass now, so a test event arrives in a moment. */
  kick: () => void;
};

const security: { [label: string]: string[] }[] = [{ session: [] }, { sessionCookie: [] }];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const PRIVATE = "private, no-store";

/**
 * Outgoing webhooks (docs/api.md#webhooks): the league's destinations under /api/admin/webhooks
 * (admins), a member's own under /api/profile/webhook. No answer ever holds a webhook URL in full;
 * a generic destination's signing secret is answered once, when it is created.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<WebhooksOptions> = async (app, options) => {
  await app.register(leagueWebhooks, options);
  await app.register(memberWebhook, options);
};

const leagueWebhooks: FastifyPluginAsyncZod<WebhooksOptions> = async (
  app,
  { db, sessions, limits, kick },
) => {
  app.addHook("onRequest", requireScope(sessions, ADMIN_SCOPE));
  const write = { rateLimit: writeLimit(limits), invalidates: "nothing" as const };

  app.get(
    "/admin/webhooks",
    {
      schema: {
        summary: "The league's webhook destinations with their latest deliveries (admin)",
        security,
        response: { 200: webhookListSchema, ...refusals },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", PRIVATE);
      return listDestinations(db, null);
    },
  );

  app.post(
    "/admin/webhooks",
    {
      config: write,
      schema: {
        summary: "Add a webhook destination (admin); a generic one's signing secret is answered once",
        security,
        body: leagueWebhookBodySchema,
        response: { 201: webhookCreatedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { name, kind, url, events, tiers } = request.body;
      const signingSecret = kind === "generic" ? newSigningSecret() : null;
      const row = await insertDestination(db, {
        name,
        kind,
        url,
        events,
        tiers,
        signingSecret,
        ownerDiscordId: null,
      });
      return reply.status(201).send({ ...(await describeOne(db, row)), signingSecret });
    },
  );

  app.patch(
    "/admin/webhooks/:id",
    {
      config: write,
      schema: {
        summary: "Change a destination's name, address, events, tiers, or pause it (admin)",
        security,
        params: webhookParamsSchema,
        body: leagueWebhookPatchSchema,
        response: { 200: webhookDestinationSchema, ...refusals },
      },
    },
    async (request) => {
      const row = await updateDestination(db, request.params.id, null, request.body);
      if (!row) throw notFound(`There is no webhook destination ${request.params.id}.`);
      return describeOne(db, row);
    },
  );

  app.delete(
    "/admin/webhooks/:id",
    {
      config: write,
      schema: {
        summary: "Remove a destination and its deliveries (admin)",
        security,
        params: webhookParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      if (!(await deleteDestination(db, request.params.id, null)))
        throw notFound(`There is no webhook destination ${request.params.id}.`);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/admin/webhooks/:id/test",
    {
      config: write,
      schema: {
        summary: "Send a test event to one destination (admin); its delivery shows in the list",
        security,
        params: webhookParamsSchema,
        response: { 202: webhookTestSchema, 409: errorBodySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const row = await ownDestination(db, request.params.id, null);
      const deliveryId = await sendTest(db, row, sessionOf(request).sub, new Date());
      kick();
      return reply.status(202).send({ deliveryId });
    },
  );
};

const memberWebhook: FastifyPluginAsyncZod<WebhooksOptions> = async (
  app,
  { db, sessions, limits, discordWebhookBase, kick },
) => {
  app.addHook("onRequest", requireSession(sessions));
  const write = { rateLimit: writeLimit(limits), invalidates: "nothing" as const };
  const mine = async (owner: string) => (await destinationsOf(db, owner))[0] ?? null;

  app.get(
    "/profile/webhook",
    {
      schema: {
        summary: "The signed-in member's own Discord webhook and its latest deliveries",
        security,
        response: { 200: memberWebhookSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PRIVATE);
      const row = await mine(sessionOf(request).sub);
      return { destination: row ? await describeOne(db, row) : null };
    },
  );

  app.put(
    "/profile/webhook",
    {
      config: write,
      schema: {
        summary: "Link (or change) the member's own Discord webhook and the events it gets",
        security,
        body: memberWebhookBodySchema,
        response: { 200: memberWebhookSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const owner = sessionOf(request).sub;
      const { url, events } = request.body;
      // Only a Discord webhook: a member must not make the server call any address it can reach.
      if (!url.startsWith(discordWebhookBase))
        throw httpError(400, `url must be a Discord webhook address (${discordWebhookBase}…)`);
      const existing = await mine(owner);
      const row = existing
        ? await updateDestination(db, existing.id, owner, { url, events, active: true })
        : await insertDestination(db, {
            ownerDiscordId: owner,
            name: "My Discord",
            kind: "discord",
            url,
            events,
            tiers: [],
          });
      if (!row) throw notFound("Your webhook was removed meanwhile.");
      return { destination: await describeOne(db, row) };
    },
  );

  app.delete(
    "/profile/webhook",
    {
      config: write,
      schema: {
        summary: "Unlink the member's own webhook",
        security,
        response: { 204: z.null(), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const owner = sessionOf(request).sub;
      const existing = await mine(owner);
      if (existing) await deleteDestination(db, existing.id, owner);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/profile/webhook/test",
    {
      config: write,
      schema: {
        summary: "Send a test event to the member's own webhook",
        security,
        response: {
          202: webhookTestSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const owner = sessionOf(request).sub;
      const row = await mine(owner);
      if (!row) throw notFound("Link a webhook first.");
      const deliveryId = await sendTest(db, row, owner, new Date());
      kick();
      return reply.status(202).send({ deliveryId });
    },
  );
};
