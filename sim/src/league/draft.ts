import { type Role, TIER_NAMES, type TierName, tierIndex, tierInfo } from "@fragboard/core";
import type { Rng } from "../random.js";
import type { TeamSlot } from "./franchises.js";
import type { Person } from "./people.js";
import type { Placement } from "./placement.js";

/**
 * Rosters of one season. Franchises keep most players whose contract runs on (and who stay in
 * the tier), sometimes move a player to their team in his new tier, and fill the rest in a
 * draft: each team in turn takes the best player it can afford while still affording the
 * cheapest players left for its remaining places, so every roster ends under the tier's MMR
 * cap. Permanent free agents are never drafted. Recruit teams, whose cap allows it, often
 * carry a sixth player.
 */

export const slotKey = (slot: Pick<TeamSlot, "franchiseId" | "tier">) => `${slot.franchiseId}:${slot.tier}`;

export type Arrival = "DRAFT" | "SIGN" | "PROMOTE" | "STAY";

export type Roster = { slot: TeamSlot; members: string[]; mmr: number };

export type DraftResult = {
  rosters: Map<string, Roster>;
  /** Seasons left on each rostered player's contract, this one included. */
  contracts: Map<string, number>;
  arrivals: Map<string, Arrival>;
  /** Players of last season's rosters who left their franchise. */
  departures: { personId: string; slot: TeamSlot; reason: "CUT" | "RELEASE" }[];
};

export type PreviousSeason = {
  rosters: ReadonlyMap<string, Roster>;
  contracts: ReadonlyMap<string, number>;
};

const ROSTER_SIZE = 5;
/** Share of Recruit teams that carry a sixth player. */
const SIXTH_PLAYER = 0.6;
/** How many of the best affordable players a team weighs against its role needs. */
const SHORTLIST = 4;

/** Unsigned players of one tier, cheapest first, to price what a team must keep in reserve. */
class Pool {
  readonly ids: string[];

  constructor(
    ids: string[],
    private readonly mmr: (id: string) => number,
  ) {
    this.ids = ids.sort((a, b) => mmr(a) - mmr(b) || a.localeCompare(b));
  }

  remove(id: string) {
    this.ids.splice(this.ids.indexOf(id), 1);
  }

  /**
   * What `count` more places will cost: each at the average of the `depth` cheapest players
   * other than `except`, where `depth` covers every open place in the tier, so one team does not
   * count on cheap players the other teams need as well.
   */
  reserve(count: number, depth: number, except: string): number {
    if (count === 0) return 0;
    let sum = 0;
    let taken = 0;
    const want = Math.max(count, depth);
    for (const id of this.ids) {
      if (taken === want) break;
      if (id === except) continue;
      sum += this.mmr(id);
      taken++;
    }
    return taken < count ? Number.POSITIVE_INFINITY : (count * sum) / taken;
  }
}

export function draftSeason(
  rng: Rng,
  season: number,
  people: ReadonlyMap<string, Person>,
  placements: ReadonlyMap<string, Placement>,
  slots: readonly TeamSlot[],
  previous: PreviousSeason | null,
): DraftResult {
  const rosters = new Map(slots.map((slot) => [slotKey(slot), { slot, members: [], mmr: 0 } as Roster]));
  const contracts = new Map<string, number>();
  const arrivals = new Map<string, Arrival>();
  const departures: DraftResult["departures"] = [];
  const person = (id: string) => people.get(id) as Person;
  const mmr = (id: string) => (placements.get(id) as Placement).mmr;
  const pools = new Map<TierName, Pool>(
    TIER_NAMES.map((tier) => [
      tier,
      new Pool(
        [...placements.entries()]
          .filter(([id, p]) => p.tier === tier && !person(id).permanentFreeAgent)
          .map(([id]) => id),
        mmr,
      ),
    ]),
  );
  const pool = (r: Roster) => pools.get(r.slot.tier) as Pool;
  // Recruit teams, whose cap allows it, often plan for a sixth player from the start, so the
  // cap keeps room for him however the MMR of the tier is spread.
  const places = new Map(
    [...rosters.values()].map((r) => [
      r,
      r.slot.tier === "Recruit" && rng.chance(SIXTH_PLAYER) ? ROSTER_SIZE + 1 : ROSTER_SIZE,
    ]),
  );
  const placesOf = (r: Roster) => places.get(r) as number;
  const openPlaces = (tier: TierName) => {
    let open = 0;
    for (const r of rosters.values())
      if (r.slot.tier === tier) open += placesOf(r) - Math.min(r.members.length, placesOf(r));
    return open;
  };
  /** Whether the roster can take him and still fill its places from the pool. */
  const affords = (r: Roster, id: string) =>
    r.members.length < placesOf(r) &&
    r.mmr + mmr(id) + pool(r).reserve(placesOf(r) - r.members.length - 1, openPlaces(r.slot.tier) - 1, id) <=
      tierInfo(r.slot.tier).mmrCap;
  const join = (r: Roster, id: string, arrival: Arrival, contract: number) => {
    r.members.push(id);
    r.mmr += mmr(id);
    pool(r).remove(id);
    arrivals.set(id, arrival);
    contracts.set(id, contract);
  };
  const newcomer = (id: string): Arrival => (person(id).firstSeason === season ? "DRAFT" : "SIGN");

  for (const old of previous?.rosters.values() ?? []) {
    for (const id of old.members) {
      const now = placements.get(id);
      const left = (previous?.contracts.get(id) ?? 1) - 1;
      const target = now && rosters.get(slotKey({ franchiseId: old.slot.franchiseId, tier: now.tier }));
      const keep = now?.tier === old.slot.tier ? (left > 0 ? 0.8 : 0.45) : 0.4;
      if (target && !person(id).permanentFreeAgent && rng.chance(keep) && affords(target, id)) {
        const moved = tierIndex(now.tier) - tierIndex(old.slot.tier);
        join(
          target,
          id,
          moved > 0 ? "PROMOTE" : moved < 0 ? "SIGN" : "STAY",
          left > 0 ? left : rng.int(1, 2),
        );
      } else {
        departures.push({ personId: id, slot: old.slot, reason: left > 0 ? "CUT" : "RELEASE" });
      }
    }
  }

  const sameRole = (r: Roster, role: Role) => r.members.filter((m) => person(m).role === role).length;
  for (const tier of TIER_NAMES) {
    const teams = [...rosters.values()].filter((r) => r.slot.tier === tier);
    const tierPool = pools.get(tier) as Pool;
    for (;;) {
      const open = teams.filter((r) => r.members.length < placesOf(r));
      if (open.length === 0) break;
      // Fewest players picks first; among equals the poorest roster.
      open.sort((a, b) => a.members.length - b.members.length || a.mmr - b.mmr);
      const team = open[0] as Roster;
      const shortlist = [...tierPool.ids]
        .reverse()
        .filter((id) => affords(team, id))
        .slice(0, SHORTLIST);
      if (shortlist.length === 0 && placesOf(team) > ROSTER_SIZE) {
        // The players left are too dear for a sixth place: the team carries five.
        places.set(team, ROSTER_SIZE);
        continue;
      }
      if (shortlist.length === 0)
        throw new Error(`season ${season}: ${team.slot.name} (${tier}) cannot fill its roster`);
      // Teams want one AWPer, not two; any other repeated role matters a little.
      const need = (id: string) => {
        const same = sameRole(team, person(id).role);
        if (person(id).role === "AWPER") return same > 0 ? 3 : -1;
        return same > 0 ? 1 : 0;
      };
      const pick = shortlist.reduce((best, id) => (need(id) < need(best) ? id : best));
      join(team, pick, newcomer(pick), rng.int(1, 3));
    }
  }
  return { rosters, contracts, arrivals, departures };
}
