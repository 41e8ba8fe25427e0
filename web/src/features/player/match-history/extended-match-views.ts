import { DEMO_SIDE, type ExtendedMatchStats } from "@fragboard/core";

/** What the extended tabs of an opened match-history row show (docs/rules.md#match-history). Team A is the home team. */

type Data = ExtendedMatchStats["data"];
export type MatchKill = Data["kills"][number];
export type MatchClutch = Data["clutches"][number];

export type FeedRound = { round: number; economy: [string, string] | undefined; kills: MatchKill[] };

/** Kills grouped by round, in round order, each round with both teams' economy types. */
export function killFeed(data: Data): FeedRound[] {
  const rounds = new Map<number, MatchKill[]>();
  for (const kill of data.kills)
    rounds.set(kill.roundNumber, [...(rounds.get(kill.roundNumber) ?? []), kill]);
  const economy = new Map(
    data.rounds.map((r): [number, [string, string]] => [r.number, [r.teamAEconomyType, r.teamBEconomyType]]),
  );
  return [...rounds.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, kills]) => ({ round, economy: economy.get(round), kills }));
}

export type TradeLine = {
  name: string;
  tradeKills: number;
  kills: number;
  tradedDeaths: number;
  deaths: number;
};

/** Per player of the map: kills that were trades and deaths that got traded, out of all of his. */
export function tradeLines(data: Data): TradeLine[] {
  return Object.values(data.players).map(({ name }) => {
    const kills = data.kills.filter((k) => k.killerName === name);
    const deaths = data.kills.filter((k) => k.victimName === name);
    return {
      name,
      tradeKills: kills.filter((k) => k.isTradeKill).length,
      kills: kills.length,
      tradedDeaths: deaths.filter((k) => k.isTradeDeath).length,
      deaths: deaths.length,
    };
  });
}

/**
 * Won clutches (against at least one enemy). A CT clutch won with enemies left standing was
 * won by defusing under their noses: tagged Ninja.
 */
export function wonClutches(data: Data): (MatchClutch & { ninja: boolean })[] {
  return data.clutches
    .filter((c) => c.opponentCount >= 1 && c.hasWon)
    .map((c) => ({ ...c, ninja: c.opponentCount > c.clutcherKillCount && c.side === DEMO_SIDE.CT }));
}

export type EconRound = {
  number: number;
  values: [number, number];
  economy: [string, string];
  /** Which team won the round: its side was the winner side. */
  won: [boolean, boolean];
};

export function econRounds(data: Data): EconRound[] {
  return data.rounds.map((r) => ({
    number: r.number,
    values: [r.teamAEquipmentValue, r.teamBEquipmentValue],
    economy: [r.teamAEconomyType, r.teamBEconomyType],
    won: [r.teamASide === r.winnerSide, r.teamBSide === r.winnerSide],
  }));
}

/** "CT" or "T" for a demo side code. */
export const sideLabel = (side: number) => (side === DEMO_SIDE.CT ? "CT" : "T");
