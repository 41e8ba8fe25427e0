import {
  changedPicks,
  fixPickemsTier,
  isPickLocked,
  isRegularSeasonDay,
  type PickemsResponse,
  type PickemsSaveBody,
  type Picks,
  type TierName,
} from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { httpError } from "../../http/errors.js";
import { requireSeason } from "../../league/seasons.js";
import { saveSheet } from "../../repositories/community/pickems.js";
import { matchesWithTeams } from "../../repositories/league/schedule.js";
import { requirePerson } from "../community/people.js";
import { pickemsOf } from "./pickems.js";

/**
 * `POST /api/fragboard/pickems?season=` (docs/api.md#pickems, docs/rules.md#pickems): the signed-in
 * member saves his sheet. The submitted picks are merged onto the saved ones; only the picks that
 * change are checked against the lock, so a client may resend its whole sheet, locked picks included.
 */

type MatchFacts = {
  id: string;
  tier: string;
  matchType: string;
  matchDay: string;
  scheduledDate: Date;
  teams: Map<string, string>;
};

async function matchesOf(db: Db, season: number, ids: string[]): Promise<Map<string, MatchFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await matchesWithTeams(db, season, ids);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ...r,
        teams: new Map([
          [r.homeId, r.homeName],
          [r.awayId, r.awayName],
        ]),
      },
    ]),
  );
}

/** Why a changed pick cannot be saved, naming the field and the match; null when it can. */
function refusal(matchId: string, match: MatchFacts | undefined, picks: Picks, tier: TierName, now: Date) {
  const field = `picks.${matchId}`;
  if (!match) return httpError(400, `${field}: no match ${matchId} in this season`);
  const teamId = picks[matchId]?.teamId;
  if (teamId !== undefined && !match.teams.has(teamId))
    return httpError(400, `${field}: team ${teamId} does not play match ${matchId}`);
  if (match.matchType !== "Regulation" || !isRegularSeasonDay(match.matchDay))
    return httpError(400, `${field}: match ${matchId} (${match.matchDay}) is not a regular-season match`);
  if (match.tier !== tier)
    return httpError(
      400,
      `${field}: match ${matchId} is a ${match.tier} match, your pickems tier is ${tier}`,
    );
  if (isPickLocked(match.scheduledDate, now)) {
    const names = [...match.teams.values()].join(" vs ");
    return httpError(
      409,
      `${field}: picks for ${names} (${match.matchDay}, match ${matchId}) closed 5 minutes before its start at ${match.scheduledDate.toISOString()}`,
    );
  }
  return null;
}

export async function savePickems(
  db: Db,
  discordId: string,
  season: number,
  body: PickemsSaveBody,
  now: Date,
): Promise<PickemsResponse> {
  await requireSeason(db, season);
  await requirePerson(db, discordId);
  const saved = await pickemsOf(db, discordId, season);
  const fixed = fixPickemsTier(saved.tier, body.tier);
  if (!fixed.ok) throw httpError(409, fixed.message);

  const changed = changedPicks(saved.pickems, body.picks);
  const matches = await matchesOf(db, season, changed);
  for (const matchId of changed) {
    const refused = refusal(matchId, matches.get(matchId), body.picks, fixed.tier, now);
    if (refused) throw refused;
  }
  // The team's name is the league's, whatever the client sent with its id.
  const picks: Picks = { ...saved.pickems };
  for (const matchId of changed) {
    const pick = body.picks[matchId];
    const name = pick ? matches.get(matchId)?.teams.get(pick.teamId) : undefined;
    picks[matchId] = pick && name !== undefined ? { teamId: pick.teamId, teamName: name } : null;
  }
  const dateUpdated = new Date();
  if (!(await saveSheet(db, { discordId, season, tier: fixed.tier, picks, dateUpdated })))
    throw httpError(409, "tier: your pickems tier for this season was just saved as another");
  return { tier: fixed.tier, pickems: picks, dateUpdated: dateUpdated.toISOString() };
}
