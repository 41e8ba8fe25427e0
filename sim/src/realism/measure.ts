import {
  at,
  findClutches,
  groupSeasonStats,
  type MapEvents,
  type PlayerMapLine,
  playerMapLines,
  type SeasonStatsRow,
  type StoredMap,
  storeMap,
  TIER_NAMES,
  type TierName,
  type WeaponName,
  weaponCategory,
} from "@fragboard/core";
import { gunProfile } from "../match/arsenal.js";
import type { MoveFigures, PeopleFigures } from "./people.js";
import type { FigureKey } from "./ranges.js";

/**
 * The league-wide distributions a player of the game looks at (docs/stats.md#realism), measured
 * on the events the simulator emits, through the same stats engine the site uses. Fed one map at
 * a time, so a whole league is measured without holding its maps in memory.
 */

export type Figures = Record<FigureKey, number>;
/** What the maps alone tell; the people figures come from the league's records (people.ts). */
export type MapFigures = Omit<Figures, keyof PeopleFigures | keyof MoveFigures>;

const LEG_GROUPS = new Set(["LeftLeg", "RightLeg"]);
/** Every player's free pistol: a pistol kill with any other is with a pistol bought that round. */
const DEFAULT_PISTOLS = new Set<string>(["Glock-18", "USP-S", "P2000"]);
/**
 * The dearest gun one player can have bought in the round after a pistol round: the most a pistol
 * round's winner holds then is about 800 + 3,500 + a few kills' rewards, and he needs armour too.
 * Above it (AWP, auto-snipers, M249, AUG) only money dropped by the whole team buys.
 */
const AFTER_PISTOL_MOST_GUN = 3000;
const GUN_KINDS = new Set(["pistol", "smg", "rifle", "sniper", "shotgun", "machine_gun"]);
const isGun = (weapon: WeaponName) => GUN_KINDS.has(weaponCategory(weapon));
const AUTO_SNIPERS = new Set(["G3SG1", "SCAR-20"]);

type Counts = {
  kills: number;
  byWeapon: Map<string, number>;
  byCategory: Map<string, number>;
  headshots: number;
  hits: number;
  chest: number;
  legs: number;
  /** [situations, won] per number of opponents (index 1..5). */
  clutches: [number, number][];
  playerRounds: number;
  deaths: number;
  rounds: number;
  manyOpponentRounds: number;
  openingRounds: number;
  openingWins: number;
  enemyDeaths: number;
  tradedDeaths: number;
  afterPistolBuys: number;
  afterPistolFullBuys: number;
  afterPistolKills: number;
  afterPistolRifleKills: number;
  afterPistolLoserKills: number;
  afterPistolLoserRifleKills: number;
  afterPistolSmgKills: number;
  afterPistolLoserPistolKills: number;
  afterPistolLoserBoughtPistolKills: number;
  /** Next-round kills (both teams) with a gun dearer than any player can have bought by then. */
  afterPistolDearKills: number;
  /** The most equipment per player any team had on a pistol round. */
  pistolEquipmentPerPlayer: number;
};

/** Measures maps as they are added; `figures()` reads the result at any point. */
export class RealismMeter {
  private readonly c: Counts = {
    kills: 0,
    byWeapon: new Map(),
    byCategory: new Map(),
    headshots: 0,
    hits: 0,
    chest: 0,
    legs: 0,
    clutches: [0, 1, 2, 3, 4, 5].map(() => [0, 0]),
    playerRounds: 0,
    deaths: 0,
    rounds: 0,
    manyOpponentRounds: 0,
    openingRounds: 0,
    openingWins: 0,
    enemyDeaths: 0,
    tradedDeaths: 0,
    afterPistolBuys: 0,
    afterPistolFullBuys: 0,
    afterPistolKills: 0,
    afterPistolRifleKills: 0,
    afterPistolLoserKills: 0,
    afterPistolLoserRifleKills: 0,
    afterPistolSmgKills: 0,
    afterPistolLoserPistolKills: 0,
    afterPistolLoserBoughtPistolKills: 0,
    afterPistolDearKills: 0,
    pistolEquipmentPerPlayer: 0,
  };
  private readonly lines: PlayerMapLine[] = [];

  /** `map`: the events already stored, when the caller has them (storing is most of the cost). */
  add(events: MapEvents, map: StoredMap = storeMap(events)): void {
    this.lines.push(...playerMapLines(map));
    this.countKills(map);
    this.countHits(map);
    this.countRounds(map);
    this.countAfterPistol(events, map);
  }

  private countKills(map: StoredMap) {
    const { c } = this;
    const teamOf = teamsOf(map);
    for (const k of map.kills) {
      c.deaths++;
      if (k.killer === null || teamOf.get(k.killer) === teamOf.get(k.victim)) continue;
      c.kills++;
      c.enemyDeaths++;
      if (k.isTradedDeath) c.tradedDeaths++;
      if (k.headshot) c.headshots++;
      bump(c.byWeapon, k.weapon);
      bump(c.byCategory, weaponCategory(k.weapon));
    }
  }

  private countHits(map: StoredMap) {
    const { c } = this;
    for (const row of map.playerRounds) {
      for (const [group, n] of Object.entries(row.hits)) {
        c.hits += n;
        if (group === "Chest") c.chest += n;
        if (LEG_GROUPS.has(group)) c.legs += n;
      }
    }
  }

  private countRounds(map: StoredMap) {
    const { c } = this;
    const teamOf = teamsOf(map);
    const rosters: [string[], string[]] = [[], []];
    for (const p of map.players) rosters[p.team].push(p.steam64Id);
    c.playerRounds += map.rounds.length * map.players.length;
    for (const round of map.rounds) {
      c.rounds++;
      const kills = map.kills.filter((k) => k.round === round.number);
      const clutches = findClutches(round, rosters, kills, teamOf);
      for (const clutch of clutches) {
        const tally = c.clutches[clutch.opponents] as [number, number];
        tally[0]++;
        if (clutch.won) tally[1]++;
      }
      c.manyOpponentRounds += clutches.filter((cl) => cl.opponents >= 4).length;
      const opening = kills.find((k) => k.killer !== null && teamOf.get(k.killer) !== teamOf.get(k.victim));
      if (opening?.killer) {
        c.openingRounds++;
        if (teamOf.get(opening.killer) === round.winnerTeam) c.openingWins++;
      }
    }
  }

  /** Each pistol round's equipment, and the round after it: what winners and losers killed with. */
  private countAfterPistol(events: MapEvents, map: StoredMap) {
    const { c } = this;
    const teamOf = teamsOf(map);
    for (const pistol of [1, 13]) {
      const won = map.rounds[pistol - 1];
      const next = events.rounds[pistol];
      if (!won || !next) continue;
      const winner = won.winnerTeam;
      c.afterPistolBuys++;
      if (next.economy[winner].type === "full") c.afterPistolFullBuys++;
      for (const k of next.kills) {
        if (k.killer === null || teamOf.get(k.killer) === teamOf.get(k.victim)) continue;
        const kind = weaponCategory(k.weapon);
        const rifle = kind === "rifle" || kind === "sniper";
        if (isGun(k.weapon) && gunProfile(k.weapon).price > AFTER_PISTOL_MOST_GUN) c.afterPistolDearKills++;
        if (teamOf.get(k.killer) === winner) {
          c.afterPistolKills++;
          if (rifle) c.afterPistolRifleKills++;
          if (kind === "smg") c.afterPistolSmgKills++;
        } else {
          c.afterPistolLoserKills++;
          if (rifle) c.afterPistolLoserRifleKills++;
          if (kind === "pistol") {
            c.afterPistolLoserPistolKills++;
            if (!DEFAULT_PISTOLS.has(k.weapon)) c.afterPistolLoserBoughtPistolKills++;
          }
        }
      }
      const pistolRound = events.rounds[pistol - 1];
      pistolRound?.economy.forEach(({ equipmentValue }, t) => {
        const players = events.teams[t as 0 | 1].players.length;
        c.pistolEquipmentPerPlayer = Math.max(c.pistolEquipmentPerPlayer, equipmentValue / players);
      });
    }
  }

  figures(): MapFigures {
    const { c } = this;
    const killShare = (n: number) => ratio(n, c.kills);
    const weapon = (w: string) => c.byWeapon.get(w) ?? 0;
    const category = (k: string) => c.byCategory.get(k) ?? 0;
    const winRate = (n: number) => {
      const [played, won] = c.clutches[n] as [number, number];
      return ratio(won, played);
    };
    const clutchWins = c.clutches.reduce((s, [, won]) => s + won, 0);
    const [played4, won4] = c.clutches[4] as [number, number];
    const [played5, won5] = c.clutches[5] as [number, number];
    const tiers = tierRatings(this.lines);
    return {
      rifleKills: killShare(category("rifle")),
      akKills: killShare(weapon("AK-47")),
      m4a1sOfM4Kills: ratio(weapon("M4A1"), weapon("M4A1") + weapon("M4A4")),
      awpKills: killShare(weapon("AWP")),
      pistolKills: killShare(category("pistol")),
      smgKills: killShare(category("smg")),
      autoSniperKills: killShare([...AUTO_SNIPERS].reduce((s, w) => s + weapon(w), 0)),
      knifeKills: killShare(weapon("Knife")),
      headshotKills: killShare(c.headshots),
      chestHits: ratio(c.chest, c.hits),
      legHits: ratio(c.legs, c.hits),
      clutch1v1: winRate(1),
      clutch1v2: winRate(2),
      clutch1v3: winRate(3),
      clutch1v4Plus: ratio(won4 + won5, played4 + played5),
      clutchWinsPerPlayerRound: ratio(clutchWins, c.playerRounds),
      manyOpponentRounds: ratio(c.manyOpponentRounds, 2 * c.rounds),
      killsPerRound: ratio(c.kills, c.playerRounds),
      survival: 1 - ratio(c.deaths, c.playerRounds),
      openingWinnerRounds: ratio(c.openingWins, c.openingRounds),
      tradedDeaths: ratio(c.tradedDeaths, c.enemyDeaths),
      afterPistolFullBuys: ratio(c.afterPistolFullBuys, c.afterPistolBuys),
      afterPistolRifleKills: ratio(c.afterPistolRifleKills, c.afterPistolKills),
      afterPistolLoserRifleKills: ratio(c.afterPistolLoserRifleKills, c.afterPistolLoserKills),
      afterPistolSmgKills: ratio(c.afterPistolSmgKills, c.afterPistolKills),
      afterPistolLoserBoughtPistols: ratio(
        c.afterPistolLoserBoughtPistolKills,
        c.afterPistolLoserPistolKills,
      ),
      afterPistolDearKills: ratio(c.afterPistolDearKills, c.afterPistolKills + c.afterPistolLoserKills),
      pistolEquipmentPerPlayer: c.pistolEquipmentPerPlayer,
      playersOutOfTier: outOfTierShare(this.lines),
      ratingMeanLowest: Math.min(...tiers.map((t) => t.mean)),
      ratingMeanHighest: Math.max(...tiers.map((t) => t.mean)),
      ratingSpreadGrowth: spreadGrowth(tiers.map((t) => t.sd)),
    };
  }

  /** Each tier's round-weighted mean rating and the spread of its players' season ratings. */
  tiers(): TierRating[] {
    return tierRatings(this.lines);
  }

  /** Every player's season rows (season, tier, match type) from the maps added so far. */
  seasonRows(): SeasonStatsRow[] {
    return groupSeasonStats(this.lines);
  }
}

export type TierRating = { tier: TierName; mean: number; sd: number; players: number };

/** Season rows of players with at least this many maps in a tier count toward its spread. */
const SPREAD_MIN_MAPS = 5;

function tierRatings(lines: readonly PlayerMapLine[]): TierRating[] {
  const rows = groupSeasonStats(lines);
  return TIER_NAMES.map((tier) => {
    const own = rows.filter((r) => r.tier === tier);
    const rounds = own.reduce((s, r) => s + r.stats.rounds, 0);
    const mean = ratio(
      own.reduce((s, r) => s + r.stats.rating * r.stats.rounds, 0),
      rounds,
    );
    const ratings = own.filter((r) => r.stats.gameCount >= SPREAD_MIN_MAPS).map((r) => r.stats.rating);
    const avg = ratings.reduce((s, x) => s + x, 0) / Math.max(ratings.length, 1);
    const sd = Math.sqrt(ratings.reduce((s, x) => s + (x - avg) ** 2, 0) / Math.max(ratings.length, 1));
    return { tier, mean, sd, players: ratings.length };
  });
}

/**
 * How the spread of ratings grows toward lower tiers: the smallest step from one tier's spread to
 * the next lower tier's (TIER_NAMES runs from the lowest tier up), so it is positive only when
 * every lower tier is spread wider than the one above it.
 */
function spreadGrowth(sds: readonly number[]): number {
  let smallest = Number.POSITIVE_INFINITY;
  for (let i = 1; i < sds.length; i++) smallest = Math.min(smallest, at(sds, i - 1) - at(sds, i));
  return sds.length < 2 ? 0 : smallest;
}

/** Share of (season, player) pairs with lines in more than one tier: subs playing out of their tier. */
function outOfTierShare(lines: readonly PlayerMapLine[]): number {
  const tiers = new Map<string, Set<TierName>>();
  for (const l of lines) {
    const key = `${l.season}|${l.steam64Id}`;
    const own = tiers.get(key) ?? new Set<TierName>();
    own.add(l.tier);
    tiers.set(key, own);
  }
  return ratio([...tiers.values()].filter((t) => t.size > 1).length, tiers.size);
}

const ratio = (n: number, d: number) => (d === 0 ? 0 : n / d);

function bump(counts: Map<string, number>, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function teamsOf(map: StoredMap): Map<string, 0 | 1> {
  return new Map(map.players.map((p) => [p.steam64Id, p.team]));
}
