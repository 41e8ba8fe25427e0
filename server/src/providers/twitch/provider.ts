import { CACHE_TIMES, type TwitchStream } from "@fragboard/core";
import { RateLimitGate } from "../http.js";
import { TwitchClient, type TwitchCredentials, type TwitchUrls } from "./client.js";

/**
 * Live league streams (docs/api.md#twitch). Without app credentials nobody is live ({ data: [] }). With them,
 * each set of channels is asked of Twitch at most once per stale time (5 minutes); when Twitch
 * fails or rate-limits us, the last answer is served until it is twice that old.
 */
export type TwitchProvider = {
  configured: boolean;
  liveStreams(logins: readonly string[]): Promise<TwitchStream[]>;
};

const FRESH_MS = CACHE_TIMES.twitch;
const STALE_MS = 2 * CACHE_TIMES.twitch;
/** Distinct channel sets remembered (the site asks for one: the admin's list). */
const MAX_ENTRIES = 100;

export function twitchProvider(
  credentials: TwitchCredentials | null,
  options: TwitchUrls & { now?: () => number } = {},
): TwitchProvider {
  if (!credentials) return { configured: false, liveStreams: async () => [] };
  const now = options.now ?? Date.now;
  const client = new TwitchClient(credentials, options, now);
  const gate = new RateLimitGate("Twitch", now);
  const answers = new Map<string, { at: number; streams: TwitchStream[] }>();
  const inFlight = new Map<string, Promise<TwitchStream[]>>();

  async function ask(key: string, logins: readonly string[]) {
    const cached = answers.get(key);
    try {
      const streams = await gate.run(() => client.liveStreams(logins));
      if (answers.size >= MAX_ENTRIES) answers.clear();
      answers.set(key, { at: now(), streams });
      return streams;
    } catch (error) {
      if (cached && now() - cached.at < STALE_MS) return cached.streams;
      throw error;
    }
  }

  return {
    configured: true,
    liveStreams(logins) {
      const unique = [...new Set(logins.map((l) => l.toLowerCase()))].sort();
      const key = unique.join(",");
      const cached = answers.get(key);
      if (cached && now() - cached.at < FRESH_MS) return Promise.resolve(cached.streams);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = ask(key, unique).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
