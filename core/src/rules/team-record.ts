import { z } from "zod";
import { isRegularSeasonDay } from "../constants/match-types.js";
import { percent } from "./numbers.js";
import { isPlayoffMatch, type TeamMatch, teamSide } from "./team-match.js";

/** A team's record and map record on the team page (docs/rules.md#team-page). */

const winLoss = z.object({ wins: z.number().int(), losses: z.number().int() });

const mapTallySchema = /* @__PURE__ */ winLoss.extend({
  roundsWon: z.number().int(),
  roundsLost: z.number().int(),
});
type MapTally = z.infer<typeof mapTallySchema>;

export const teamRecordSchema = /* @__PURE__ */ mapTallySchema.extend({
  /** Regular-season tallies per map name. */
  maps: z.record(z.string(), mapTallySchema),
  /** Opponents beaten in the regular season, once per map won. */
  defeated: z.array(z.string()),
  /** Regular-season W/L against the conference, when a conference was given. */
  conference: z.nullable(winLoss),
  /** Maps won and lost in playoff series. */
  playoffs: winLoss,
});
export type TeamRecord = z.infer<typeof teamRecordSchema>;

const emptyTally = (): MapTally => ({ wins: 0, losses: 0, roundsWon: 0, roundsLost: 0 });

/**
 * Record of `teamId` over its matches: regular season = one-map matches on an "M" day, playoffs =
 * multi-map series; unplayed (0–0) maps are skipped. `conferenceTeamIds`, when given, adds the
 * conference W/L.
 */
export function teamRecord(
  matches: readonly TeamMatch[],
  teamId: string,
  conferenceTeamIds?: ReadonlySet<string>,
): TeamRecord {
  const record: TeamRecord = {
    ...emptyTally(),
    maps: {},
    defeated: [],
    conference: conferenceTeamIds ? { wins: 0, losses: 0 } : null,
    playoffs: { wins: 0, losses: 0 },
  };
  for (const match of matches) {
    const side = teamSide(match, teamId);
    if (!side) continue;
    const playoff = isPlayoffMatch(match);
    if (!playoff && !isRegularSeasonDay(match.matchDay)) continue;
    for (const map of side.maps) {
      if (map.score === 0 && map.opponentScore === 0) continue;
      const won = map.score > map.opponentScore;
      if (playoff) {
        record.playoffs[won ? "wins" : "losses"] += 1;
        continue;
      }
      const perMap = record.maps[map.mapName] ?? emptyTally();
      record.maps[map.mapName] = perMap;
      for (const tally of [record, perMap]) {
        tally[won ? "wins" : "losses"] += 1;
        tally.roundsWon += map.score;
        tally.roundsLost += map.opponentScore;
      }
      if (won) record.defeated.push(side.opponentName);
      if (record.conference && conferenceTeamIds?.has(side.opponentId))
        record.conference[won ? "wins" : "losses"] += 1;
    }
  }
  return record;
}

export const mapRecordSchema = z.object({
  /** Regular-season rounds won / rounds played × 100, 0 dp. */
  roundWinPct: z.number(),
  maps: z.array(/* @__PURE__ */ winLoss.extend({ mapName: z.string(), roundWinPct: z.number() })),
});
export type MapRecord = z.infer<typeof mapRecordSchema>;

/** The map record panel: overall and per-map round-win % of the regular season, maps by name. */
export function mapRecord(record: TeamRecord): MapRecord {
  const rwp = (t: MapTally) => percent(t.roundsWon, t.roundsWon + t.roundsLost, 0);
  return {
    roundWinPct: rwp(record),
    maps: Object.entries(record.maps)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([mapName, t]) => ({ mapName, wins: t.wins, losses: t.losses, roundWinPct: rwp(t) })),
  };
}
