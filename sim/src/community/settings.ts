import type { Settings, UserRecord } from "@fragboard/core";
import { at } from "@fragboard/core";
import type { CommunityContext } from "./context.js";
import { twitchLogin } from "./profiles.js";

const NOVELTY_LABELS = ["THE GOAT", "IGL", "Baiter Supreme", "Human Highlight", "Certified Lurker"];
/** The prefixes the old client offered the banner to, where the simulated league has them. */
const BANNER_PREFIXES = ["WET", "FRG", "SAV", "dB", "HG", "NAN", "ACA"];
const BANNER_STEAM_IDS = 8;
const TWITCH_CHANNELS = 6;

/**
 * The admin-editable lists (Our rules 10): novelty labels for five players, the server-request
 * banner for seven franchises and eight players, two standings-JSON users (the league office
 * first) and six streaming users' Twitch channels.
 */
export function makeSettings(ctx: CommunityContext, users: readonly UserRecord[], office: string): Settings {
  const rng = ctx.rng("settings");
  const drawn = rng.shuffle(ctx.league.players.filter((p) => p.teamId !== null));
  const prefixes = ctx.league.franchises.filter((f) => f.active).map((f) => f.prefix);
  const known = BANNER_PREFIXES.filter((p) => prefixes.includes(p));
  const others = rng.shuffle(prefixes.filter((p) => !known.includes(p)));
  const colleague = rng.pick(users.filter((u) => u.discordId !== office));
  return {
    noveltyRoles: Object.fromEntries(
      drawn.slice(0, NOVELTY_LABELS.length).map((p, i) => [p.steam64Id, at(NOVELTY_LABELS, i)]),
    ),
    serverRequestBanner: {
      franchisePrefixes: [...known, ...others].slice(0, BANNER_PREFIXES.length),
      steamIds: drawn.slice(-BANNER_STEAM_IDS).map((p) => p.steam64Id),
    },
    standingsJsonUsers: [office, colleague.discordId],
    twitchChannels: rng
      .shuffle(users)
      .slice(0, TWITCH_CHANNELS)
      .map((u) => twitchLogin(u.discordUsername)),
    // The simulated league keeps no history spreadsheets, and a link to nowhere is worse than none.
    franchiseHistoryLinks: [],
  };
}
