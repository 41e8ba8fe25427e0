import {
  at,
  COMPETITIVE_MAPS,
  defined,
  type PlayerSeason,
  type PlayerType,
  type ScheduledMatch,
  type Team,
  type TeamHistoryEntry,
  TIER_NAMES,
  type TierName,
  tierIndex,
} from "@fragboard/core";
import type { MapFixture, SimPlayer } from "../match/fixture.js";
import { Rng } from "../random.js";
import { days, isoTime, minutes, type SeasonCalendar, slotTime } from "./calendar.js";
import { type DraftResult, draftSeason, type Roster, slotKey } from "./draft.js";
import { type TeamSlot, teamId } from "./franchises.js";
import type { IdMaker } from "./identity.js";
import { Lineups } from "./lineups.js";
import { type MatchContext, playCombines, playPlayoffs, playRegularSeason } from "./matches.js";
import { CONFERENCES } from "./names.js";
import type { Person } from "./people.js";
import { type Placement, placeSeason } from "./placement.js";
import { seasonTypes, type TempSigning } from "./player-types.js";
import type { LeagueSize } from "./size.js";
import type { MapPool } from "./veto.js";

/** One simulated season: placements, rosters, types, teams, matches, fixtures and history. */

export type SeasonSetup = {
  seed: string;
  calendar: SeasonCalendar;
  current: boolean;
  people: readonly Person[];
  peopleById: ReadonlyMap<string, Person>;
  slots: readonly TeamSlot[];
  size: LeagueSize;
  lobbies: IdMaker;
  previous: SeasonResult | null;
};

export type SeasonResult = {
  season: number;
  placements: Map<string, Placement>;
  draft: DraftResult;
  types: Map<string, PlayerType>;
  teams: Team[];
  /** Team of each rostered (or temp-signed) player. */
  teamOf: Map<string, string>;
  matches: ScheduledMatch[];
  fixtures: MapFixture[];
  history: TeamHistoryEntry[];
  playerSeasons: PlayerSeason[];
};

/** Spread of a team's strength across the map pool, in round-win log-odds. */
const MAP_EDGE_SD = 0.12;
/** The current temp signings have played this many of the latest match days. */
const TEMP_MATCH_DAYS = 2;
/** Chance that a player turns up to a combine night: free agents want to be seen, rostered players less. */
const COMBINE_TURNOUT = { rostered: 0.5, free: 0.85 };

export function simulateSeason(setup: SeasonSetup): SeasonResult {
  const { seed, calendar, current, people, peopleById, previous } = setup;
  const season = calendar.season;
  const rng = (topic: string) => new Rng(seed, "season", season, topic);

  const placements = placeSeason(rng("placement"), people, season, setup.size);
  const draft = draftSeason(
    rng("draft"),
    season,
    peopleById,
    placements,
    setup.slots,
    previous && { rosters: previous.draft.rosters, contracts: previous.draft.contracts },
  );
  const { types, temps } = seasonTypes(
    rng("types"),
    season,
    current,
    peopleById,
    placements,
    draft,
    previous?.placements ?? null,
  );
  const { teams, rosterOfTeam, teamOf } = formTeams(rng("teams"), season, draft, temps);
  const simPlayers = simPlayersOf(placements, peopleById);
  const lineups = new Lineups(
    rng("lineups"),
    placements,
    types,
    simPlayers,
    temps,
    latestMatchDays(calendar, TEMP_MATCH_DAYS),
  );
  const ctx: MatchContext = {
    seed,
    season,
    calendar,
    teams,
    rosters: rosterOfTeam,
    pools: mapPools(rng("map-pools"), teams),
    lineups,
    lobbies: setup.lobbies,
    rng: rng("matches"),
    matches: [],
    fixtures: [],
  };
  playCombines(ctx, combineTurnout(rng("combines"), placements, teamOf, simPlayers));
  const results = playRegularSeason(ctx);
  if (!current) playPlayoffs(ctx, results);

  const history = teamHistory(setup, draft, lineups, ctx.fixtures);
  const playerSeasons: PlayerSeason[] = [...placements].map(([id, p]) => ({
    playerId: id,
    season,
    tier: p.tier,
    teamId: teamOf.get(id) ?? null,
    type: defined(types.get(id), `type of ${id}`),
    mmr: p.mmr,
  }));
  return {
    season,
    placements,
    draft,
    types,
    teams,
    teamOf,
    matches: ctx.matches,
    fixtures: ctx.fixtures,
    history,
    playerSeasons,
  };
}

/**
 * The season's teams from the drafted rosters, tier by tier in name order (each team's division
 * alternates between its tier's two conferences), a captain drawn from its veterans, and the team
 * of every rostered and temp-signed player.
 */
function formTeams(rng: Rng, season: number, draft: DraftResult, temps: readonly TempSigning[]) {
  const teams: Team[] = [];
  const rosterOfTeam = new Map<string, Roster>();
  const teamOf = new Map<string, string>();
  for (const tier of TIER_NAMES) {
    const rosters = [...draft.rosters.values()]
      .filter((r) => r.slot.tier === tier)
      .sort((a, b) => a.slot.name.localeCompare(b.slot.name));
    const conferences = at(CONFERENCES, tierIndex(tier));
    rosters.forEach((roster, i) => {
      const id = teamId(season, roster.slot);
      const veterans = roster.members.filter((m) => draft.arrivals.get(m) === "STAY");
      teams.push({
        id,
        season,
        franchiseId: roster.slot.franchiseId,
        name: roster.slot.name,
        tier,
        captainPlayerId: rng.pick(veterans.length > 0 ? veterans : roster.members),
        division: conferences[i % 2 === 0 ? 0 : 1],
      });
      rosterOfTeam.set(id, roster);
      for (const m of roster.members) teamOf.set(m, id);
    });
  }
  for (const t of temps) teamOf.set(t.tempId, teamId(season, t.roster.slot));
  return { teams, rosterOfTeam, teamOf };
}

/** What the match simulator needs of each placed player: who he is and how he plays this season. */
function simPlayersOf(
  placements: ReadonlyMap<string, Placement>,
  peopleById: ReadonlyMap<string, Person>,
): Map<string, SimPlayer> {
  const simPlayers = new Map<string, SimPlayer>();
  for (const [id, p] of placements) {
    const person = defined(peopleById.get(id), `person ${id}`);
    simPlayers.set(id, {
      playerId: id,
      steam64Id: person.steam64Id,
      name: person.name,
      role: person.role,
      skill: p.skill,
      headshotRate: p.headshotRate,
      m4: person.m4,
      ctPistol: person.ctPistol,
    });
  }
  return simPlayers;
}

/** Each team's edge on each competitive map, drawn in team order. */
function mapPools(rng: Rng, teams: readonly Team[]): Map<string, MapPool> {
  return new Map(
    teams.map((t) => [
      t.id,
      { teamId: t.id, edge: new Map(COMPETITIVE_MAPS.map((m) => [m, rng.normal(0, MAP_EDGE_SD)])) },
    ]),
  );
}

/** The last `count` regular-season match days played by the calendar's "today". */
function latestMatchDays(calendar: SeasonCalendar, count: number): Set<string> {
  const playedDays = [...calendar.days].filter(
    ([day, slot]) => day.startsWith("M") && slot <= calendar.lastPlayedSlot,
  );
  return new Set(playedDays.slice(-count).map(([day]) => day));
}

/** Who of a tier turns up to a combine night, drawn afresh for each night. */
function combineTurnout(
  rng: Rng,
  placements: ReadonlyMap<string, Placement>,
  teamOf: ReadonlyMap<string, string>,
  simPlayers: ReadonlyMap<string, SimPlayer>,
): (tier: TierName) => SimPlayer[] {
  return (tier) =>
    [...placements.entries()]
      .filter(
        ([id, p]) =>
          p.tier === tier && rng.chance(teamOf.has(id) ? COMBINE_TURNOUT.rostered : COMBINE_TURNOUT.free),
      )
      .map(([id]) => defined(simPlayers.get(id), `sim player ${id}`));
}

/** Signings before the season, departures in the off-season and each first sub appearance. */
function teamHistory(
  setup: SeasonSetup,
  draft: DraftResult,
  lineups: Lineups,
  fixtures: readonly MapFixture[],
): TeamHistoryEntry[] {
  const { calendar } = setup;
  const season = calendar.season;
  const entries: TeamHistoryEntry[] = [];
  const label = (slot: TeamSlot) => `${slot.name} (${slot.prefix})`;
  const entry = (
    playerId: string,
    changeType: TeamHistoryEntry["changeType"],
    value: string,
    at: number,
    slot: TeamSlot,
    slotSeason: number,
  ) =>
    entries.push({
      playerId,
      season,
      changeType,
      value,
      dateCreated: isoTime(at),
      teamId: teamId(slotSeason, slot),
      franchisePrefix: slot.prefix,
    });

  const offSeason = Date.parse(calendar.startDate) + days(2);
  for (const d of draft.departures) {
    const text = d.reason === "CUT" ? `Cut from ${label(d.slot)}` : `Contract with ${label(d.slot)} expired`;
    entry(d.personId, d.reason, text, offSeason, d.slot, season - 1);
  }
  const signingDay = slotTime(defined(calendar.days.get("M1"), "match day M1")) - days(3);
  for (const roster of draft.rosters.values()) {
    for (const id of roster.members) {
      const arrival = draft.arrivals.get(id);
      if (arrival === "DRAFT")
        entry(id, "DRAFT", `Drafted by ${label(roster.slot)}`, signingDay, roster.slot, season);
      if (arrival === "SIGN")
        entry(id, "SIGN", `Signed with ${label(roster.slot)}`, signingDay, roster.slot, season);
      if (arrival === "PROMOTE")
        entry(id, "PROMOTE", `Promoted to ${label(roster.slot)}`, signingDay, roster.slot, season);
    }
  }
  const seen = new Set<string>();
  for (const sub of lineups.subs) {
    const key = `${sub.personId}|${slotKey(sub.roster.slot)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const team = teamId(season, sub.roster.slot);
    const played = fixtures.find(
      (f) =>
        f.matchDay === sub.matchDay && f.scheduledMatchId !== null && f.teams.some((t) => t.teamId === team),
    );
    const at = played ? Date.parse(played.playedAt) - minutes(180) : signingDay;
    entry(sub.personId, "SUB", `Temp signed with ${label(sub.roster.slot)}`, at, sub.roster.slot, season);
  }
  return entries;
}
