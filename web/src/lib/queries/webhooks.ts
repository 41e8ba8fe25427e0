import type { WebhookDestination } from "@fragboard/core";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../api-client.js";

export const LEAGUE_WEBHOOKS_PATH = "/api/admin/webhooks";
export const MEMBER_WEBHOOK_PATH = "/api/profile/webhook";
/** Deliveries settle within seconds (docs/operations.md#delivery-guarantees): the page follows them. */
const DELIVERIES_REFRESH_MS = 5_000;

/** The league's webhook destinations and their latest deliveries (admin; docs/api.md#webhooks). */
export const leagueWebhooksQuery = () =>
  queryOptions({
    queryKey: [LEAGUE_WEBHOOKS_PATH] as const,
    queryFn: ({ signal }) =>
      apiRequest<WebhookDestination[]>(LEAGUE_WEBHOOKS_PATH, { signal, cache: "no-store" }),
    refetchInterval: DELIVERIES_REFRESH_MS,
  });

/** The signed-in member's own webhook, or null. */
export const memberWebhookQuery = (discordId: string | undefined) =>
  queryOptions({
    queryKey: [MEMBER_WEBHOOK_PATH, { discordId }] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ destination: WebhookDestination | null }>(MEMBER_WEBHOOK_PATH, {
        signal,
        cache: "no-store",
      }),
    enabled: discordId !== undefined,
    refetchInterval: DELIVERIES_REFRESH_MS,
  });
