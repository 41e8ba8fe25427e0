import {
  type FaceitAccountRecord,
  type FaplHubPlayer,
  type FaplStatsResponse,
  faceitLevel,
  type Player,
  type TierName,
} from "@fragboard/core";
import { clamp, Rng } from "../random.js";
import type { CommunityContext } from "./context.js";

/** The league's MMR band (Recruit floor to Premier ceiling) and the FACEIT Elo it maps onto. */
const MMR = { low: 900, high: 2600 } as const;
const ELO = { low: 700, high: 2900, spread: 150, min: 100, max: 3500 } as const;

/**
 * The FACEIT Elo of a simulated player with a FACEIT account (null without one): it follows his
 * league MMR with some noise of his own. Derived from the player alone; the seed stores it (the
 * API reads FACEIT figures from the database, never from here).
 */
export function faceitElo(player: Pick<Player, "steam64Id" | "mmr" | "faceitName">): number | null {
  if (!player.faceitName) return null;
  const share = player.mmr > 0 ? clamp((player.mmr - MMR.low) / (MMR.high - MMR.low), 0, 1) : 0.3;
  const noise = new Rng("faceit", player.steam64Id).normal(0, ELO.spread);
  return Math.round(clamp(ELO.low + share * (ELO.high - ELO.low) + noise, ELO.min, ELO.max));
}

/** Which tiers play in which FAPL hub; the rest of the league does not play FAPL. */
const HUB_TIERS: Record<keyof FaplStatsResponse, readonly TierName[]> = {
  Upper: ["Premier", "Elite"],
  Lower: ["Challenger", "Contender"],
};
/** About this share of a hub's eligible FACEIT players played in it. */
const HUB_TURNOUT = 0.6;

const hex = (rng: Rng, length: number) => rng.chars("0123456789abcdef", length);

/** A FACEIT player id: a version-4 UUID drawn from his own stream. */
function faceitId(steam64Id: string): string {
  const rng = new Rng("faceit-id", steam64Id);
  return `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${rng.pick(["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`;
}

function account(player: Player, elo: number, now: string): FaceitAccountRecord {
  const level = faceitLevel(elo);
  // His peak: sometimes a level or two above where he is now.
  const peak = Math.min(
    10,
    level +
      new Rng("faceit-peak", player.steam64Id).weighted([
        [0, 6],
        [1, 3],
        [2, 1],
      ]),
  );
  return {
    steam64Id: player.steam64Id,
    faceitId: faceitId(player.steam64Id),
    faceitName: player.faceitName as string,
    elo,
    level,
    highestLevel: peak,
    updatedAt: now,
  };
}

/** FACEIT's hub stats: every value a string, as the Data API sends them. */
function hubPlayer(rng: Rng, record: FaceitAccountRecord): FaplHubPlayer {
  const matches = rng.int(4, 40);
  const winRate = clamp(rng.normal(0.5, 0.12), 0.1, 0.9);
  const kd = clamp(rng.normal(0.8 + (record.elo - 1500) / 2500, 0.15), 0.4, 2);
  const kills = Math.round(clamp(rng.normal(17 * kd, 2), 5, 40));
  return {
    player_id: record.faceitId,
    nickname: record.faceitName,
    stats: {
      Matches: String(matches),
      Wins: String(Math.round(matches * winRate)),
      "Win Rate %": String(Math.round(winRate * 100)),
      "Average Kills": String(kills),
      "Average K/D Ratio": kd.toFixed(2),
      "Average Headshots %": String(Math.round(clamp(rng.normal(48, 8), 20, 80))),
    },
  };
}

/**
 * The simulated league's FACEIT figures, written by the seed: an account for every player with a
 * FACEIT name (Elo following his MMR, level, peak level) and the two FAPL hubs' player stats.
 */
export function makeFaceit(ctx: CommunityContext): {
  accounts: FaceitAccountRecord[];
  hubs: FaplStatsResponse;
} {
  const now = new Date(ctx.now).toISOString();
  const withAccount = ctx.league.players.flatMap((player) => {
    const elo = faceitElo(player);
    return elo === null ? [] : [{ player, record: account(player, elo, now) }];
  });
  const rng = ctx.rng("fapl");
  const hub = (tiers: readonly TierName[]) =>
    withAccount
      .filter(({ player }) => (tiers as readonly string[]).includes(player.tier) && rng.chance(HUB_TURNOUT))
      .map(({ record }) => hubPlayer(rng, record));
  return {
    accounts: withAccount.map((a) => a.record),
    hubs: { Upper: hub(HUB_TIERS.Upper), Lower: hub(HUB_TIERS.Lower) },
  };
}
