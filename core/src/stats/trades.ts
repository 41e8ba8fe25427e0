import { defined } from "../collections.js";
import { isEnemyKill, type TeamOf } from "./roster.js";

/** docs/stats.md#trade: a kill trades an earlier death when it comes within this many seconds of it. */
export const TRADE_WINDOW_SECONDS = 5;

type KillLike = { time: number; killer: string | null; victim: string };

export type TradeFlags = { isTrade: boolean[]; isTradedDeath: boolean[] };

/**
 * Trade flags of one round's kills (in order): kill k is a trade when its victim killed a teammate
 * of k's killer within the previous 5 s; that earlier death is then traded. A round has at most a
 * few dozen kills, so the pairwise look-back stays cheap.
 */
export function tradeFlags(kills: readonly KillLike[], teamOf: TeamOf): TradeFlags {
  const isTrade = kills.map(() => false);
  const isTradedDeath = kills.map(() => false);
  kills.forEach((k, i) => {
    if (!isEnemyKill(teamOf, k.killer, k.victim)) return;
    const killerTeam = teamOf.get(k.killer);
    for (let j = i - 1; j >= 0; j--) {
      const earlier = defined(kills[j], "earlier kill");
      if (k.time - earlier.time > TRADE_WINDOW_SECONDS) continue;
      // A teammate, not the killer himself: two players who kill each other at once trade nobody.
      const teammate = earlier.victim !== k.killer && teamOf.get(earlier.victim) === killerTeam;
      if (earlier.killer === k.victim && teammate) {
        isTrade[i] = true;
        isTradedDeath[j] = true;
      }
    }
  });
  return { isTrade, isTradedDeath };
}
