import { at, defined, type Role, TIER_NAMES, type TierName, tierIndex, tierInfo } from "@fragboard/core";
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
  const draft = new Draft(rng, season, people, placements, slots);
  if (previous) draft.keepOrLetGo(previous);
  for (const tier of TIER_NAMES) draft.fillTier(tier);
  return draft.result();
}

/** One season's rosters as they fill, with the pools and places the rules price them by. */
class Draft {
  private readonly rosters: Map<string, Roster>;
  private readonly contracts = new Map<string, number>();
  private readonly arrivals = new Map<string, Arrival>();
  private readonly departures: DraftResult["departures"] = [];
  private readonly pools: Map<TierName, Pool>;
  /** Places each roster means to fill: five, or six for a Recruit team that plans a sixth. */
  private readonly places: Map<Roster, number>;

  constructor(
    private readonly rng: Rng,
    private readonly season: number,
    private readonly people: ReadonlyMap<string, Person>,
    private readonly placements: ReadonlyMap<string, Placement>,
    slots: readonly TeamSlot[],
  ) {
    this.rosters = new Map(slots.map((slot) => [slotKey(slot), { slot, members: [], mmr: 0 } as Roster]));
    this.pools = new Map<TierName, Pool>(
      TIER_NAMES.map((tier) => [
        tier,
        new Pool(
          [...placements.entries()]
            .filter(([id, p]) => p.tier === tier && !this.person(id).permanentFreeAgent)
            .map(([id]) => id),
          (id) => this.mmr(id),
        ),
      ]),
    );
    // Recruit teams, whose cap allows it, often plan for a sixth player from the start, so the
    // cap keeps room for him however the MMR of the tier is spread.
    this.places = new Map(
      [...this.rosters.values()].map((r) => [
        r,
        r.slot.tier === "Recruit" && rng.chance(SIXTH_PLAYER) ? ROSTER_SIZE + 1 : ROSTER_SIZE,
      ]),
    );
  }

  /** Last season's players stay (or move to the franchise's team in their new tier) or leave. */
  keepOrLetGo(previous: PreviousSeason) {
    for (const old of previous.rosters.values()) {
      for (const id of old.members) {
        const now = this.placements.get(id);
        const left = (previous.contracts.get(id) ?? 1) - 1;
        const target =
          now && this.rosters.get(slotKey({ franchiseId: old.slot.franchiseId, tier: now.tier }));
        const keep = now?.tier === old.slot.tier ? (left > 0 ? 0.8 : 0.45) : 0.4;
        if (
          target &&
          !this.person(id).permanentFreeAgent &&
          this.rng.chance(keep) &&
          this.affords(target, id)
        ) {
          const moved = tierIndex(now.tier) - tierIndex(old.slot.tier);
          this.join(
            target,
            id,
            moved > 0 ? "PROMOTE" : moved < 0 ? "SIGN" : "STAY",
            left > 0 ? left : this.rng.int(1, 2),
          );
        } else {
          this.departures.push({ personId: id, slot: old.slot, reason: left > 0 ? "CUT" : "RELEASE" });
        }
      }
    }
  }

  /** The tier's draft: the team with the fewest players (then the poorest) picks until all are full. */
  fillTier(tier: TierName) {
    const teams = [...this.rosters.values()].filter((r) => r.slot.tier === tier);
    const tierPool = defined(this.pools.get(tier), `pool of ${tier}`);
    for (;;) {
      const open = teams.filter((r) => r.members.length < this.placesOf(r));
      if (open.length === 0) break;
      // Fewest players picks first; among equals the poorest roster.
      open.sort((a, b) => a.members.length - b.members.length || a.mmr - b.mmr);
      const team = at(open, 0);
      const shortlist = [...tierPool.ids]
        .reverse()
        .filter((id) => this.affords(team, id))
        .slice(0, SHORTLIST);
      if (shortlist.length === 0 && this.placesOf(team) > ROSTER_SIZE) {
        // The players left are too dear for a sixth place: the team carries five.
        this.places.set(team, ROSTER_SIZE);
        continue;
      }
      if (shortlist.length === 0)
        throw new Error(`season ${this.season}: ${team.slot.name} (${tier}) cannot fill its roster`);
      const pick = shortlist.reduce((best, id) => (this.need(team, id) < this.need(team, best) ? id : best));
      this.join(team, pick, this.newcomer(pick), this.rng.int(1, 3));
    }
  }

  result(): DraftResult {
    const { rosters, contracts, arrivals, departures } = this;
    return { rosters, contracts, arrivals, departures };
  }

  private person(id: string): Person {
    return defined(this.people.get(id), `person ${id}`);
  }

  private mmr(id: string): number {
    return defined(this.placements.get(id), `placement of ${id}`).mmr;
  }

  private pool(r: Roster): Pool {
    return defined(this.pools.get(r.slot.tier), `pool of ${r.slot.tier}`);
  }

  private placesOf(r: Roster): number {
    return defined(this.places.get(r), `places of ${r.slot.name}`);
  }

  private openPlaces(tier: TierName): number {
    let open = 0;
    for (const r of this.rosters.values())
      if (r.slot.tier === tier) open += this.placesOf(r) - Math.min(r.members.length, this.placesOf(r));
    return open;
  }

  /** Whether the roster can take him and still fill its places from the pool. */
  private affords(r: Roster, id: string): boolean {
    const places = this.placesOf(r);
    if (r.members.length >= places) return false;
    const reserve = this.pool(r).reserve(places - r.members.length - 1, this.openPlaces(r.slot.tier) - 1, id);
    return r.mmr + this.mmr(id) + reserve <= tierInfo(r.slot.tier).mmrCap;
  }

  /** Teams want one AWPer, not two; any other repeated role matters a little (lower is better). */
  private need(r: Roster, id: string): number {
    const role: Role = this.person(id).role;
    const same = r.members.filter((m) => this.person(m).role === role).length;
    if (role === "AWPER") return same > 0 ? 3 : -1;
    return same > 0 ? 1 : 0;
  }

  private newcomer(id: string): Arrival {
    return this.person(id).firstSeason === this.season ? "DRAFT" : "SIGN";
  }

  private join(r: Roster, id: string, arrival: Arrival, contract: number) {
    r.members.push(id);
    r.mmr += this.mmr(id);
    this.pool(r).remove(id);
    this.arrivals.set(id, arrival);
    this.contracts.set(id, contract);
  }
}
