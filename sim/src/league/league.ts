import {
  at,
  FIRST_SELECTABLE_SEASON,
  type LeagueRecords,
  type MapEvents,
  type Player,
  type PlayerSeason,
  type PlayerType,
  TIERS,
} from "@fragboard/core";
import type { MapFixture } from "../match/fixture.js";
import { simulateMap } from "../match/simulate.js";
import { Rng } from "../random.js";
import { leagueCalendar } from "./calendar.js";
import { makeFranchises } from "./franchises.js";
import { IdMaker } from "./identity.js";
import { appointManagement } from "./management.js";
import { TagMaker } from "./names.js";
import { makePopulation, type Person } from "./people.js";
import type { Placement } from "./placement.js";
import { type SeasonResult, simulateSeason } from "./season.js";
import { leagueSize } from "./size.js";

export type SimOptions = {
  seed: string | number;
  /** The simulated "today": the current season is in progress around it. */
  now: Date;
  /** Seasons simulated in full detail, the current one included (default 3). */
  simulatedSeasons?: number;
  /**
   * A smaller league for tests: this many teams in every tier (even, 2 to 8), with franchises
   * and players in proportion. Default: the full league (8 to 24 teams a tier).
   */
  teamsPerTier?: number;
};

export type { LeagueRecords } from "@fragboard/core";

/** What is known of a map before it is simulated. */
export type MapFacts = Pick<MapEvents, "matchId" | "season" | "tier" | "matchType" | "playedAt">;

export type SimulatedLeague = {
  league: LeagueRecords;
  currentSeason: number;
  /**
   * Every played map in chronological order, generated lazily (memory stays small); with `which`,
   * only the maps it keeps, decided before each is simulated (a test that needs one tier's maps
   * does not pay for the others'). Each map is the same either way.
   */
  maps(which?: (map: MapFacts) => boolean): Generator<MapEvents>;
  /** How many maps `maps()` yields. */
  mapCount: number;
};

/** The current season when few seasons are simulated: seasons 11..15 exist. */
const DEFAULT_CURRENT_SEASON = 15;

/**
 * A whole league from a seed: seasons 11..current as metadata, the last `simulatedSeasons` of
 * them played out (the current one in progress at `now`), franchises, teams, players and their
 * history, the schedule, and every played map as events. Same options, same league, byte for byte.
 */
export function simulateLeague(opts: SimOptions): SimulatedLeague {
  const seed = String(opts.seed);
  const simulated = opts.simulatedSeasons ?? 3;
  if (!Number.isInteger(simulated) || simulated < 1)
    throw new Error("simulatedSeasons must be a positive integer");
  if (Number.isNaN(opts.now.getTime())) throw new Error("now must be a valid date");
  const size = leagueSize(opts.teamsPerTier);
  const current = Math.max(DEFAULT_CURRENT_SEASON, FIRST_SELECTABLE_SEASON + simulated - 1);
  const firstSimulated = current - simulated + 1;

  const calendars = leagueCalendar(new Rng(seed, "calendar"), opts.now, FIRST_SELECTABLE_SEASON, current);
  const peopleRng = new Rng(seed, "people");
  const makers = { rng: peopleRng, ids: new IdMaker(peopleRng), tags: new TagMaker(peopleRng) };
  const people = makePopulation(makers, {
    firstSimulated,
    current,
    players: size.players,
    spectators: size.spectators,
  });
  const peopleById = new Map(people.map((p) => [p.id, p]));
  const seeds = makeFranchises(new Rng(seed, "franchises"), size);
  const slots = seeds.flatMap((f) => f.slots);
  const lobbies = new IdMaker(new Rng(seed, "lobbies"));

  const results: SeasonResult[] = [];
  for (const calendar of calendars) {
    if (calendar.season < firstSimulated) continue;
    results.push(
      simulateSeason({
        seed,
        calendar,
        current: calendar.season === current,
        people,
        peopleById,
        slots,
        size,
        lobbies,
        previous: results.at(-1) ?? null,
      }),
    );
  }
  const now = at(results, results.length - 1);
  const management = appointManagement({ ...makers, rng: new Rng(seed, "management") }, seeds, now);
  const { players, currentRows } = currentPlayers(people, management.staff, management.staffTypes, results);

  const fixtures: MapFixture[] = results
    .flatMap((r) => r.fixtures)
    .sort((a, b) => a.playedAt.localeCompare(b.playedAt) || a.matchId.localeCompare(b.matchId));
  const league: LeagueRecords = {
    seasons: calendars.map((c) => ({
      number: c.season,
      startDate: c.startDate,
      regularSeasonStart: c.regularSeasonStart,
      endDate: c.endDate,
      simulated: c.season >= firstSimulated,
    })),
    seasonTiers: calendars.flatMap((c) =>
      TIERS.map((t) => ({
        season: c.season,
        tier: t.name,
        mmrCap: t.mmrCap,
        mmrMin: t.mmrMin,
        mmrMax: t.mmrMax,
        color: t.color,
      })),
    ),
    franchises: management.franchises,
    teams: results.flatMap((r) => r.teams),
    players,
    playerSeasons: [...results.flatMap((r) => r.playerSeasons), ...currentRows],
    teamHistory: results
      .flatMap((r) => r.history)
      .sort((a, b) => a.dateCreated.localeCompare(b.dateCreated) || a.playerId.localeCompare(b.playerId)),
    matches: results
      .flatMap((r) => r.matches)
      .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate) || a.id.localeCompare(b.id)),
  };
  return {
    league,
    currentSeason: current,
    mapCount: fixtures.length,
    *maps(which) {
      for (const fixture of fixtures) if (!which || which(fixture)) yield simulateMap(fixture, seed);
    },
  };
}

/**
 * Everyone's record as of now, plus the current-season rows of people who do not play this
 * season (retired players, spectators, unrostered staff).
 */
function currentPlayers(
  people: readonly Person[],
  staff: readonly Person[],
  staffTypes: ReadonlyMap<string, PlayerType>,
  results: readonly SeasonResult[],
): { players: Player[]; currentRows: PlayerSeason[] } {
  const now = at(results, results.length - 1);
  const lastPlacement = (id: string): Placement | undefined =>
    results.findLast((r) => r.placements.has(id))?.placements.get(id);
  const players: Player[] = [];
  const currentRows: PlayerSeason[] = [];
  for (const person of [...people, ...staff]) {
    const placement = now.placements.get(person.id);
    const type: PlayerType = placement
      ? (now.types.get(person.id) as PlayerType)
      : person.kind === "spectator"
        ? "SPECTATOR"
        : person.kind === "staff"
          ? (staffTypes.get(person.id) as PlayerType)
          : "INACTIVE";
    const teamId = now.teamOf.get(person.id) ?? null;
    const mmr = placement?.mmr ?? lastPlacement(person.id)?.mmr ?? 0;
    const rostered = now.draft.contracts.get(person.id);
    players.push({
      id: person.id,
      steam64Id: person.steam64Id,
      discordId: person.discordId,
      name: person.name,
      faceitName: person.faceitName,
      crosshairShareCode: person.crosshairShareCode,
      mmr,
      avatarUrl: person.avatarUrl,
      contractDuration: rostered ?? (type === "EXPIRED" ? 0 : null),
      type,
      tier: placement?.tier ?? "Unrated",
      teamId,
    });
    if (!placement) {
      currentRows.push({ playerId: person.id, season: now.season, tier: "Unrated", teamId: null, type, mmr });
    }
  }
  return { players, currentRows };
}
