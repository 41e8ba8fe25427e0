import { type PlayerType, TIER_NAMES, type TierName, tierIndex, tierInfo } from "@fragboard/core";
import type { SimPlayer } from "../match/fixture.js";
import type { Rng } from "../random.js";
import type { Roster } from "./draft.js";
import type { Placement } from "./placement.js";
import type { TempSigning } from "./player-types.js";

/**
 * The five a team fields on a match day: its roster minus inactive reserves, a sixth player
 * rotating in, the current temp-signed sub where there is one, and now and then a free agent
 * subbing for someone (as long as he fits under the cap in that player's place). Some subs come up
 * from the tier below, as in a real league: they play out of their tier (`statsOutOfTier`).
 */

/** Chance that a team needs a free agent for one match. */
const SUB_CHANCE = 0.07;
/** Chance that the sub is a free agent of the tier below (where there is one). */
const SUB_FROM_BELOW = 0.5;
/** Free agents who sub for teams. */
const SUBS: ReadonlySet<PlayerType> = new Set(["FREE_AGENT", "PERMANENT_FREE_AGENT", "EXPIRED"]);

export type SubAppearance = { personId: string; roster: Roster; matchDay: string };

export class Lineups {
  private readonly booked = new Map<string, Set<string>>();
  readonly subs: SubAppearance[] = [];

  constructor(
    private readonly rng: Rng,
    private readonly placements: ReadonlyMap<string, Placement>,
    private readonly types: ReadonlyMap<string, PlayerType>,
    private readonly players: ReadonlyMap<string, SimPlayer>,
    private readonly temps: readonly TempSigning[],
    /** Match days on which the temp signings play. */
    private readonly tempDays: ReadonlySet<string>,
  ) {}

  private mmr(id: string) {
    return (this.placements.get(id) as Placement).mmr;
  }

  private bookedOn(matchDay: string): Set<string> {
    let set = this.booked.get(matchDay);
    if (!set) {
      set = new Set();
      this.booked.set(matchDay, set);
    }
    return set;
  }

  /** The five who play for `roster` on `matchDay`. */
  pick(roster: Roster, matchDay: string): SimPlayer[] {
    const { rng } = this;
    let ids = roster.members.filter((id) => this.types.get(id) !== "INACTIVE_RESERVE");
    const temp = this.temps.find((t) => t.roster === roster);
    if (temp && this.tempDays.has(matchDay)) ids = ids.map((id) => (id === temp.subbedId ? temp.tempId : id));
    if (ids.length > 5) {
      // The weaker players sit out more often.
      const benched =
        ids[rng.weightedIndex(ids.map((id) => Math.exp(-2 * (this.placements.get(id)?.skill ?? 0))))];
      ids = ids.filter((id) => id !== benched);
    }
    if (rng.chance(SUB_CHANCE)) {
      const out = rng.pick(ids);
      const sub = this.findSub(roster, matchDay, ids, out);
      if (sub) {
        ids = ids.map((id) => (id === out ? sub : id));
        this.subs.push({ personId: sub, roster, matchDay });
      }
    }
    if (temp && ids.includes(temp.tempId)) this.subs.push({ personId: temp.tempId, roster, matchDay });
    return ids.map((id) => this.players.get(id) as SimPlayer);
  }

  private findSub(roster: Roster, matchDay: string, playing: readonly string[], out: string): string | null {
    const below = TIER_NAMES[tierIndex(roster.slot.tier) - 1];
    const tier: TierName = below && this.rng.chance(SUB_FROM_BELOW) ? below : roster.slot.tier;
    const lineupMmr = playing.reduce((sum, id) => sum + this.mmr(id), 0);
    const room = tierInfo(roster.slot.tier).mmrCap - lineupMmr + this.mmr(out);
    const booked = this.bookedOn(matchDay);
    const candidates = [...this.placements.entries()]
      .filter(
        ([id, p]) =>
          p.tier === tier && SUBS.has(this.types.get(id) as PlayerType) && p.mmr <= room && !booked.has(id),
      )
      .map(([id]) => id);
    if (candidates.length === 0) return null;
    const sub = this.rng.pick(candidates);
    booked.add(sub);
    return sub;
  }
}
