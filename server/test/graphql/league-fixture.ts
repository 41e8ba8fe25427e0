import {
  type KillEvent,
  type MapEvents,
  type MapPlayer,
  mapEventsSchema,
  type Player,
  type RoundEvent,
  type ScheduledMatch,
  type Side,
  type Team,
  TIERS,
  type TierName,
  type WeaponName,
} from "@fragboard/core";
import type { LeagueRecords } from "@fragboard/sim";

/**
 * A small league written for the GraphQL tests: `franchises` franchises, each with a Contender
 * and a Premier team of five in the current season (12) and a Contender team in season 11; free
 * agents and draft-eligible players; two regular-season match days per tier (M2 stored with the
 * away team as the map's team0), a two-map Premier playoff series, an unplayed match, a season 11
 * match and a combine map. Map events are generated from a seeded PRNG and valid for the engine.
 */

export const CURRENT_SEASON = 12;
export const PAST_SEASON = 11;
export const NOW = new Date("2025-02-20T12:00:00.000Z");
/** Season 12 caps differ from the league defaults, so a test can tell the row from a fallback. */
export const CAP_BONUS = 100;
const POOL = ["de_inferno", "de_mirage", "de_nuke", "de_ancient", "de_overpass", "de_train", "de_dust2"];
const FIXTURE_TIERS: TierName[] = ["Contender", "Premier"];

export type Fixture = { records: LeagueRecords; maps: MapEvents[] };

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;

let steamSerial = 0;
const steamId = () => `7656119800${String(++steamSerial).padStart(7, "0")}`;
const discordId = (n: number) => `1000000000000${String(n).padStart(5, "0")}`;

function player(id: string, name: string, fields: Partial<Player>): Player {
  return {
    id,
    steam64Id: steamId(),
    discordId: discordId(steamSerial),
    name,
    faceitName: null,
    crosshairShareCode: null,
    mmr: 1500 + steamSerial,
    avatarUrl: `https://avatars.example/${id}.png`,
    contractDuration: 1,
    type: "SIGNED",
    tier: "Contender",
    teamId: null,
    ...fields,
  };
}

export function buildFixture(franchiseCount: number, seed = 7): Fixture {
  steamSerial = 0;
  const rng = prng(seed);
  const records: LeagueRecords = {
    seasons: [
      {
        number: PAST_SEASON,
        startDate: "2024-06-01T00:00:00.000Z",
        regularSeasonStart: "2024-06-15T00:00:00.000Z",
        endDate: "2024-09-01T00:00:00.000Z",
        simulated: true,
      },
      {
        number: CURRENT_SEASON,
        startDate: "2025-01-01T00:00:00.000Z",
        regularSeasonStart: "2025-01-15T00:00:00.000Z",
        endDate: "2025-04-01T00:00:00.000Z",
        simulated: true,
      },
    ],
    seasonTiers: [PAST_SEASON, CURRENT_SEASON].flatMap((season) =>
      TIERS.map((t) => ({
        season,
        tier: t.name,
        mmrCap: t.mmrCap + (season === CURRENT_SEASON ? CAP_BONUS : 0),
        mmrMin: t.mmrMin,
        mmrMax: t.mmrMax,
        color: t.color,
      })),
    ),
    franchises: [],
    teams: [],
    players: [],
    playerSeasons: [],
    teamHistory: [],
    matches: [],
  };

  for (let f = 1; f <= franchiseCount; f++) {
    const prefix = `F${f}`;
    const franchiseId = `franchise-${f}`;
    const teamsOf = [
      ...FIXTURE_TIERS.map((tier) => ({ season: CURRENT_SEASON, tier })),
      { season: PAST_SEASON, tier: "Contender" as TierName },
    ];
    const rosterIds: string[] = [];
    for (const { season, tier } of teamsOf) {
      const team: Team = {
        id: `s${season}-${prefix}-${tier}`.toLowerCase(),
        season,
        franchiseId,
        name: `${prefix} ${tier}${season === PAST_SEASON ? " Legacy" : ""}`,
        tier,
        captainPlayerId: null,
        division: f % 2 === 0 ? "Froggers" : "Kermits",
      };
      records.teams.push(team);
      for (let k = 1; k <= 5; k++) {
        const current = season === CURRENT_SEASON;
        // Season 11 rosters are other people, free agents today.
        const p = player(`p-${team.id}-${k}`, `${prefix}${tier[0]}${season}-${k}`, {
          tier,
          type: current ? "SIGNED" : "FREE_AGENT",
          teamId: current ? team.id : null,
        });
        records.players.push(p);
        records.playerSeasons.push({
          playerId: p.id,
          season,
          tier,
          teamId: team.id,
          type: "SIGNED",
          mmr: p.mmr - 50,
        });
        if (k === 1) team.captainPlayerId = p.id;
        if (current) rosterIds.push(p.id);
      }
    }
    records.franchises.push({
      id: franchiseId,
      name: `Franchise ${f}`,
      prefix,
      logoSvg: "<svg/>",
      gmPlayerId: rosterIds[0] as string,
      agmPlayerId: f % 2 === 0 ? null : (rosterIds[1] as string),
      agmPlayerIds: [rosterIds[2] as string, rosterIds[7] as string],
      active: true,
    });
  }
  records.franchises.push({
    id: "franchise-retired",
    name: "Retired Franchise",
    prefix: "RET",
    logoSvg: "<svg/>",
    gmPlayerId: records.players[0]?.id as string,
    agmPlayerId: null,
    agmPlayerIds: [],
    active: false,
  });
  for (let k = 1; k <= 3; k++) {
    records.players.push(player(`p-de-${k}`, `Draftee${k}`, { type: "DRAFT_ELIGIBLE", tier: "Premier" }));
    records.players.push(player(`p-fa-${k}`, `FreeAgent${k}`, { type: "FREE_AGENT", tier: "Recruit" }));
  }

  const maps: MapEvents[] = [];
  const rosterOf = (teamId: string): MapPlayer[] =>
    records.players
      .filter((p) => records.playerSeasons.some((s) => s.playerId === p.id && s.teamId === teamId))
      .map((p) => ({ steam64Id: p.steam64Id, playerId: p.id, name: p.name }));

  const schedule = (
    season: number,
    tier: TierName,
    matchDay: string,
    home: Team,
    away: Team,
    mapCount: number,
    options: { awayFirst?: boolean; day: number },
  ) => {
    const id = `s${season}-${tier}-${matchDay}-${home.id}-${away.id}`.toLowerCase();
    const scheduledDate = new Date(Date.UTC(season === CURRENT_SEASON ? 2025 : 2024, 0, 15 + options.day, 1));
    const bans = POOL.slice(0, 6).map((map, i) => ({
      number: i + 1,
      map,
      teamId: i % 2 === 0 ? home.id : away.id,
    }));
    const match: ScheduledMatch = {
      id,
      season,
      tier,
      matchType: "Regulation",
      matchDay,
      scheduledDate: scheduledDate.toISOString(),
      completedAt: mapCount > 0 ? new Date(scheduledDate.getTime() + 3_600_000).toISOString() : null,
      homeTeamId: home.id,
      awayTeamId: away.id,
      lobbyId: `lobby-${id}`,
      mapBans: bans,
      demoUrl: mapCount > 0 ? `https://demos.example/${id}.dem` : null,
      server: mapCount > 0 ? { connectString: "connect 10.0.0.1:27015", port: 27015, gotv: 27020 } : null,
    };
    records.matches.push(match);
    for (let n = 1; n <= mapCount; n++) {
      const [first, second] = options.awayFirst ? [away, home] : [home, away];
      maps.push(
        playMap(rng, {
          // As the simulator names them: a single map has the core match id, a series' maps extend it.
          matchId: mapCount === 1 ? id : `${id}-${n}`,
          scheduledMatchId: id,
          season,
          tier,
          matchType: "Regulation",
          matchDay,
          mapName: n === 1 ? "de_dust2" : "de_train",
          mapNumber: n,
          playedAt: new Date(scheduledDate.getTime() + n * 3_000_000).toISOString(),
          teams: [
            { teamId: first.id, name: first.name, players: rosterOf(first.id) },
            { teamId: second.id, name: second.name, players: rosterOf(second.id) },
          ],
        }),
      );
    }
  };

  for (const tier of FIXTURE_TIERS) {
    const teams = records.teams.filter((t) => t.season === CURRENT_SEASON && t.tier === tier);
    const at = (i: number) => teams[i % teams.length] as Team;
    if (teams.length < 2) continue;
    for (let i = 0; i + 1 < teams.length; i += 2)
      schedule(CURRENT_SEASON, tier, "M1", at(i), at(i + 1), 1, { day: 0 });
    for (let i = 1; i < teams.length; i += 2) {
      schedule(CURRENT_SEASON, tier, "M2", at(i), at(i + 1), 1, { awayFirst: true, day: 7 });
    }
    if (tier === "Premier") schedule(CURRENT_SEASON, tier, "P1", at(0), at(1), 2, { day: 21 });
    schedule(CURRENT_SEASON, tier, "M3", at(0), at(1), 0, { day: 60 });
  }
  const legacy = records.teams.filter((t) => t.season === PAST_SEASON);
  if (legacy.length >= 2)
    schedule(PAST_SEASON, "Contender", "M1", legacy[0] as Team, legacy[1] as Team, 1, { day: 0 });

  const contenders = records.teams.filter((t) => t.season === CURRENT_SEASON && t.tier === "Contender");
  if (contenders.length >= 4) {
    const mixed = (a: number, b: number) => [
      ...rosterOf((contenders[a] as Team).id).slice(0, 3),
      ...rosterOf((contenders[b] as Team).id).slice(3),
    ];
    maps.push(
      playMap(rng, {
        matchId: "combines-s12-c1-1",
        scheduledMatchId: null,
        season: CURRENT_SEASON,
        tier: "Contender",
        matchType: "Combine",
        matchDay: "C1",
        mapName: "de_mirage",
        mapNumber: 1,
        playedAt: "2025-01-05T20:00:00.000Z",
        teams: [
          { teamId: null, name: "Combine Blue", players: mixed(0, 1) },
          { teamId: null, name: "Combine Gold", players: mixed(2, 3) },
        ],
      }),
    );
  }
  return { records, maps };
}

type MapPlan = Omit<MapEvents, "rounds" | "teams"> & {
  teams: [
    { teamId: string | null; name: string; players: MapPlayer[] },
    { teamId: string | null; name: string; players: MapPlayer[] },
  ];
};

const other = (side: Side): Side => (side === "CT" ? "T" : "CT");

/** One regulation map: a 13-k win with k in 3..11, eliminations, bomb rounds and a flash or two. */
function playMap(rng: Rng, plan: MapPlan): MapEvents {
  const winner = rng() < 0.5 ? 0 : 1;
  const loserRounds = 3 + Math.floor(rng() * 9);
  const order = [...Array(12).fill(winner), ...Array(loserRounds).fill(1 - winner)]
    .map((team) => ({ team: team as 0 | 1, key: rng() }))
    .sort((a, b) => a.key - b.key)
    .map((r) => r.team);
  order.push(winner as 0 | 1);
  const startSide: Side = rng() < 0.5 ? "CT" : "T";
  const rounds = order.map((roundWinner, i) =>
    playRound(
      rng,
      plan,
      i + 1,
      roundWinner,
      i < 12 ? [startSide, other(startSide)] : [other(startSide), startSide],
    ),
  );
  return mapEventsSchema.parse({
    ...plan,
    teams: [
      { ...plan.teams[0], startSide },
      { ...plan.teams[1], startSide: other(startSide) },
    ],
    rounds,
  });
}

function playRound(
  rng: Rng,
  plan: MapPlan,
  number: number,
  winnerTeam: 0 | 1,
  sides: [Side, Side],
): RoundEvent {
  const pistol = number === 1 || number === 13;
  const ids = plan.teams.map((t) => t.players.map((p) => p.steam64Id)) as [string[], string[]];
  const alive: [string[], string[]] = [[...ids[0]], [...ids[1]]];
  const winnerSide = sides[winnerTeam];
  const tTeam = sides[0] === "T" ? 0 : 1;
  const roll = rng();
  const reason: RoundEvent["reason"] =
    winnerSide === "T"
      ? roll < 0.25
        ? "bomb_exploded"
        : "elimination"
      : roll < 0.2
        ? "bomb_defused"
        : roll < 0.35
          ? "time"
          : "elimination";
  const weaponOf = (side: Side): WeaponName =>
    pistol ? (side === "CT" ? "USP-S" : "Glock-18") : rng() < 0.15 ? "AWP" : side === "CT" ? "M4A4" : "AK-47";

  const kills: KillEvent[] = [];
  const damage: RoundEvent["damage"] = [];
  let time = 4;
  const kill = (team: 0 | 1) => {
    const enemy = (1 - team) as 0 | 1;
    const killer = pick(rng, alive[team]);
    const victim = pick(rng, alive[enemy]);
    const weapon = weaponOf(sides[team]);
    const headshot = rng() < 0.4;
    const helpers = alive[team].filter((id) => id !== killer);
    const assister = helpers.length > 0 && rng() < 0.3 ? pick(rng, helpers) : null;
    time += 1 + rng() * 6;
    if (assister)
      damage.push({
        attacker: assister,
        victim,
        weapon: weaponOf(sides[team]),
        hitgroup: "Chest",
        health: 40,
        armor: 10,
      });
    damage.push({
      attacker: killer,
      victim,
      weapon,
      hitgroup: headshot ? "Head" : "Chest",
      health: assister ? 60 : 100,
      armor: 0,
    });
    kills.push({
      time,
      killer,
      victim,
      assister,
      flashAssister: null,
      weapon,
      headshot,
      penetrated: rng() < 0.05 ? 1 : 0,
      noscope: false,
      throughSmoke: false,
      killerAirborne: false,
      killerBlinded: false,
    });
    alive[enemy] = alive[enemy].filter((id) => id !== victim);
  };

  const loser = (1 - winnerTeam) as 0 | 1;
  // The losers take down at most four; an elimination ends with all five losers dead.
  const losersKills = Math.floor(rng() * 4);
  const winnersKills = reason === "elimination" ? 5 : Math.floor(rng() * 4);
  let lLeft = losersKills;
  let wLeft = winnersKills;
  while (lLeft + wLeft > 0 && alive[loser].length > 0) {
    if (lLeft > 0 && (wLeft === 0 || rng() < 0.4)) {
      kill(loser);
      lLeft--;
    } else {
      kill(winnerTeam);
      wLeft--;
    }
  }
  const bombRound = reason === "bomb_exploded" || reason === "bomb_defused";
  const planter = bombRound && alive[tTeam].length > 0 ? pick(rng, alive[tTeam]) : null;
  const ctTeam = (1 - tTeam) as 0 | 1;
  const defuser = reason === "bomb_defused" ? pick(rng, alive[ctTeam]) : null;
  const thrower = pick(rng, ids[winnerTeam]);
  return {
    number,
    sides,
    winner: winnerSide,
    reason,
    // 11,000 a gun round: what a team wiped out every round can still afford (rule money: 800 less
    // 600 spent and a 1,900 loss bonus each after the pistol round, 11,500 with the pistols).
    economy: [0, 1].map(() =>
      pistol ? { equipmentValue: 4000, type: "pistol" } : { equipmentValue: 11000, type: "full" },
    ) as RoundEvent["economy"],
    plant: planter ? { player: planter, time: Math.min(time + 5, 100) } : null,
    defuse: defuser ? { player: defuser, time: Math.min(time + 30, 140), ninja: false } : null,
    mvp: kills.find((k) => ids[winnerTeam].includes(k.killer ?? ""))?.killer ?? null,
    kills,
    damage,
    grenades: [{ thrower, type: "Flashbang" }],
    blinds: [{ thrower, victim: pick(rng, ids[loser]), duration: 1.5 + rng() }],
    chickens: [],
  };
}
