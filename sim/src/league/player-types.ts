import { at, defined, type PlayerType, tierIndex, tierInfo } from "@fragboard/core";
import type { Rng } from "../random.js";
import type { DraftResult, Roster } from "./draft.js";
import type { Person } from "./people.js";
import type { Placement } from "./placement.js";

/**
 * Contract types of the players of a season. Past seasons only know signed players and free
 * agents of the usual kinds; the current season also shows what is going on right now: players
 * subbed out for a temp-signed free agent, inactive reserves, promoted signings and expired
 * contracts.
 */

/** A free agent temp-signed to a team in place of one of its players. */
export type TempSigning = { tempId: string; subbedId: string; roster: Roster };

export type SeasonTypes = { types: Map<string, PlayerType>; temps: TempSigning[] };

/** Teams with a temp-signed sub right now. */
const TEMP_SIGNINGS = 6;

export function seasonTypes(
  rng: Rng,
  season: number,
  current: boolean,
  people: ReadonlyMap<string, Person>,
  placements: ReadonlyMap<string, Placement>,
  draft: DraftResult,
  previousPlacements: ReadonlyMap<string, Placement> | null,
): SeasonTypes {
  const types = usualTypes(season, people, placements, draft);
  if (!current) return { types, temps: [] };
  // The draws come in this order, from one generator: the league depends on it.
  markExpired(rng, types, draft);
  markPromoted(rng, types, placements, draft, previousPlacements);
  const rosters = [...draft.rosters.values()];
  markInactiveReserves(rng, types, placements, rosters);
  const temps = signTemps(rng, types, placements, rosters);
  return { types, temps };
}

/** Signed, permanent free agent, draft eligible (a first season) or free agent. */
function usualTypes(
  season: number,
  people: ReadonlyMap<string, Person>,
  placements: ReadonlyMap<string, Placement>,
  draft: DraftResult,
): Map<string, PlayerType> {
  const types = new Map<string, PlayerType>();
  for (const id of placements.keys()) {
    const person = defined(people.get(id), `person ${id}`);
    if (draft.arrivals.has(id)) types.set(id, "SIGNED");
    else if (person.permanentFreeAgent) types.set(id, "PERMANENT_FREE_AGENT");
    else if (person.firstSeason === season) types.set(id, "DRAFT_ELIGIBLE");
    else types.set(id, "FREE_AGENT");
  }
  return types;
}

const ofType = (types: ReadonlyMap<string, PlayerType>, type: PlayerType) =>
  [...types.entries()].filter(([, t]) => t === type).map(([id]) => id);

const mark = (types: Map<string, PlayerType>, ids: readonly string[], type: PlayerType) => {
  for (const id of ids) types.set(id, type);
};

/**
 * Contracts that ran out last season and were not renewed; without a simulated last season,
 * some free agents stand for them.
 */
function markExpired(rng: Rng, types: Map<string, PlayerType>, draft: DraftResult) {
  const released = new Set(draft.departures.filter((d) => d.reason === "RELEASE").map((d) => d.personId));
  const freeAgents = ofType(types, "FREE_AGENT");
  const lapsed = freeAgents.filter((id) => released.has(id));
  mark(
    types,
    (lapsed.length > 0 ? lapsed : freeAgents).filter(
      (_, i) => i === 0 || rng.chance(lapsed.length > 0 ? 0.6 : 0.12),
    ),
    "EXPIRED",
  );
}

/**
 * Signed after moving up a tier (never after moving down). Without a simulated last season
 * nobody's movement shows, so a few signings stand for the promoted ones.
 */
function markPromoted(
  rng: Rng,
  types: Map<string, PlayerType>,
  placements: ReadonlyMap<string, Placement>,
  draft: DraftResult,
  previousPlacements: ReadonlyMap<string, Placement> | null,
) {
  const signed = ofType(types, "SIGNED");
  const promoted = signed.filter((id) => {
    const before = previousPlacements?.get(id);
    const now = placements.get(id);
    return (
      draft.arrivals.get(id) === "PROMOTE" ||
      (before !== undefined && now !== undefined && tierIndex(now.tier) > tierIndex(before.tier))
    );
  });
  mark(
    types,
    previousPlacements === null
      ? rng.shuffle(signed).slice(0, 3)
      : promoted.filter((_, i) => i === 0 || rng.chance(0.5)),
    "SIGNED_PROMOTED",
  );
}

/** A Recruit team's sixth player, when it is the weakest, often sits as an inactive reserve. */
function markInactiveReserves(
  rng: Rng,
  types: Map<string, PlayerType>,
  placements: ReadonlyMap<string, Placement>,
  rosters: readonly Roster[],
) {
  const skillOf = (id: string) => defined(placements.get(id), `placement of ${id}`).skill;
  rosters
    .filter((r) => r.members.length === 6)
    .forEach((r, i) => {
      const weakest = at(
        [...r.members].sort((a, b) => skillOf(a) - skillOf(b)),
        0,
      );
      if (i === 0 || rng.chance(0.5)) types.set(weakest, "INACTIVE_RESERVE");
    });
}

/**
 * Temp signings: a free agent (or permanent free agent) who fits under the cap in place of a
 * signed player. The first two are one of each kind.
 */
function signTemps(
  rng: Rng,
  types: Map<string, PlayerType>,
  placements: ReadonlyMap<string, Placement>,
  rosters: readonly Roster[],
): TempSigning[] {
  const temps: TempSigning[] = [];
  for (const roster of rng.shuffle(rosters.filter((r) => r.members.length === 5))) {
    if (temps.length === TEMP_SIGNINGS) break;
    const starters = roster.members.filter((id) => types.get(id) === "SIGNED");
    if (starters.length === 0) continue;
    const subbedId = rng.pick(starters);
    const room = tierInfo(roster.slot.tier).mmrCap - roster.mmr + (placements.get(subbedId)?.mmr ?? 0);
    const kind: PlayerType =
      temps.length === 0
        ? "FREE_AGENT"
        : temps.length === 1
          ? "PERMANENT_FREE_AGENT"
          : rng.pick(["FREE_AGENT", "PERMANENT_FREE_AGENT"]);
    const tempId = rng
      .shuffle(ofType(types, kind))
      .find(
        (id) =>
          placements.get(id)?.tier === roster.slot.tier && (placements.get(id)?.mmr ?? Infinity) <= room,
      );
    if (!tempId) continue;
    types.set(subbedId, "SIGNED_SUBBED");
    types.set(tempId, kind === "FREE_AGENT" ? "TEMPSIGNED" : "PERMFA_TEMP_SIGNED");
    temps.push({ tempId, subbedId, roster });
  }
  return temps;
}
