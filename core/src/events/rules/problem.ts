import type { MapEvents, RoundEvent, Side } from "../map-events.js";

/**
 * A rule's finding: the JSON path of the wrong field, the rule broken (its id in
 * docs/stats.md#rules-of-a-played-map), the round (1-based) and player it concerns when it
 * concerns one, and what is wrong. `describeProblem` names all of them in one line.
 */
export type MapProblem = {
  path: (string | number)[];
  rule: string;
  round: number | null;
  player: string | null;
  message: string;
};

/** "health-cap: round 3, player 7656…: takes 101 health damage; a player has 100". */
export function describeProblem(p: Pick<MapProblem, "rule" | "round" | "player" | "message">): string {
  const where = [
    p.round === null ? null : `round ${p.round}`,
    p.player === null ? null : `player ${p.player}`,
  ]
    .filter((part) => part !== null)
    .join(", ");
  return `${p.rule}: ${where ? `${where}: ` : ""}${p.message}`;
}

/** A problem found inside one round: its path is relative to the round. */
export type RoundProblem = Omit<MapProblem, "round">;

export const roundProblem = (
  rule: string,
  path: (string | number)[],
  message: string,
  player: string | null = null,
): RoundProblem => ({ rule, path, message, player });

export const mapProblem = (
  rule: string,
  path: (string | number)[],
  message: string,
  { round = null, player = null }: { round?: number | null; player?: string | null } = {},
): MapProblem => ({ rule, path, message, round, player });

/** What the round rules know about the map around one round. */
export type RoundContext = {
  /** steam64 id -> index of his team on this map. */
  teamOf: ReadonlyMap<string, 0 | 1>;
  /** Who played this round for teams[0] and teams[1]. */
  lineups: readonly [readonly string[], readonly string[]];
};

/** The side a player of this map plays in this round. */
export const sideOf = (round: RoundEvent, ctx: RoundContext, id: string): Side =>
  round.sides[ctx.teamOf.get(id) ?? 0];

/** The players of a side in this round. */
export const playersOnSide = (round: RoundEvent, ctx: RoundContext, side: Side): readonly string[] =>
  ctx.lineups[round.sides[0] === side ? 0 : 1];

/** One rule over a whole map. */
export type MapRule = (map: MapEvents) => MapProblem[];
/** One rule over one round (paths relative to the round). */
export type RoundRule = (round: RoundEvent, ctx: RoundContext) => RoundProblem[];
