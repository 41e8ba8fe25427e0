import { at, COMPETITIVE_MAPS, type MapBan } from "@fragboard/core";
import type { Rng } from "../random.js";

/** Map vetoes: teams ban the maps they are weakest on (with a little noise) and pick their best. */

export type MapPool = { teamId: string; edge: ReadonlyMap<string, number> };

const worst = (rng: Rng, team: MapPool, maps: readonly string[]) => preferred(rng, team, maps, -1);
const best = (rng: Rng, team: MapPool, maps: readonly string[]) => preferred(rng, team, maps, 1);

function preferred(rng: Rng, team: MapPool, maps: readonly string[], sign: 1 | -1): string {
  let choice = at(maps, 0);
  let top = Number.NEGATIVE_INFINITY;
  for (const map of maps) {
    const score = sign * (team.edge.get(map) ?? 0) + rng.normal(0, 0.05);
    if (score > top) {
      top = score;
      choice = map;
    }
  }
  return choice;
}

/** Regular season: each team bans three maps in turn; the map left is played. */
export function banToOne(rng: Rng, first: MapPool, second: MapPool): { bans: MapBan[]; map: string } {
  const left = [...COMPETITIVE_MAPS];
  const bans: MapBan[] = [];
  for (let n = 1; n <= 6; n++) {
    const team = n % 2 === 1 ? first : second;
    const map = worst(rng, team, left);
    left.splice(left.indexOf(map), 1);
    bans.push({ number: n, map, teamId: team.teamId });
  }
  return { bans, map: at(left, 0) };
}

/** Best of three: ban, ban, pick, pick, ban, ban, and the last map is the decider. */
export function pickBanThree(rng: Rng, high: MapPool, low: MapPool): { bans: MapBan[]; maps: string[] } {
  const left = [...COMPETITIVE_MAPS];
  const bans: MapBan[] = [];
  const maps: string[] = [];
  const take = (map: string) => left.splice(left.indexOf(map), 1);
  for (const [team, action] of [
    [high, "ban"],
    [low, "ban"],
    [high, "pick"],
    [low, "pick"],
    [high, "ban"],
    [low, "ban"],
  ] as const) {
    if (action === "ban") {
      const map = worst(rng, team, left);
      take(map);
      bans.push({ number: bans.length + 1, map, teamId: team.teamId });
    } else {
      const map = best(rng, team, left);
      take(map);
      maps.push(map);
    }
  }
  maps.push(at(left, 0));
  return { bans, maps };
}
