import { type TwitchStream, twitchStreamSchema } from "@fragboard/core";
import { z } from "zod";
import { fetchJson, ProviderError } from "../http.js";

/**
 * Twitch Helix with an app access token (client-credentials grant): which of some channels are
 * live. https://dev.twitch.tv/docs/api/reference/#get-streams
 */

export const TWITCH_AUTH_URL = "https://id.twitch.tv";
export const TWITCH_API_URL = "https://api.twitch.tv";
const PROVIDER = "Twitch";
/** Renew the token this long before Twitch says it expires. */
const TOKEN_MARGIN_MS = 60_000;

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const streamsSchema = z.object({ data: z.array(twitchStreamSchema) });

export type TwitchCredentials = { clientId: string; clientSecret: string };
export type TwitchUrls = { authUrl?: string; apiUrl?: string };

export class TwitchClient {
  private token: { value: string; expiresAt: number } | null = null;
  private tokenInFlight: Promise<string> | null = null;

  constructor(
    private readonly credentials: TwitchCredentials,
    private readonly urls: TwitchUrls = {},
    private readonly now: () => number = Date.now,
  ) {}

  private async fetchToken(): Promise<string> {
    const form = new URLSearchParams({
      client_id: this.credentials.clientId,
      client_secret: this.credentials.clientSecret,
      grant_type: "client_credentials",
    });
    const body = await fetchJson(PROVIDER, `${this.urls.authUrl ?? TWITCH_AUTH_URL}/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    const parsed = tokenSchema.safeParse(body);
    if (!parsed.success) throw new ProviderError(PROVIDER, "Twitch refused our app credentials.", null);
    this.token = {
      value: parsed.data.access_token,
      expiresAt: this.now() + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return this.token.value;
  }

  private accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return Promise.resolve(this.token.value);
    this.tokenInFlight ??= this.fetchToken().finally(() => {
      this.tokenInFlight = null;
    });
    return this.tokenInFlight;
  }

  private async streamsWith(token: string, logins: readonly string[]) {
    const query = [...logins.map((l) => `user_login=${encodeURIComponent(l)}`), "first=100"].join("&");
    return fetchJson(PROVIDER, `${this.urls.apiUrl ?? TWITCH_API_URL}/helix/streams?${query}`, {
      headers: { "client-id": this.credentials.clientId, authorization: `Bearer ${token}` },
    });
  }

  /** The live streams among these channels (at most 100 logins, Helix's limit). */
  async liveStreams(logins: readonly string[]): Promise<TwitchStream[]> {
    if (logins.length === 0) return [];
    let body: unknown;
    try {
      body = await this.streamsWith(await this.accessToken(), logins);
    } catch (error) {
      // A revoked or expired token: get a new one, once.
      if (!(error instanceof ProviderError) || error.status !== 401) throw error;
      this.token = null;
      body = await this.streamsWith(await this.accessToken(), logins);
    }
    const parsed = streamsSchema.safeParse(body);
    if (!parsed.success)
      throw new ProviderError(PROVIDER, "Twitch sent an answer we do not understand.", 200);
    return parsed.data.data;
  }
}
