import type { EconomyType, MatchType, RoundEndReason, Side, TierName } from "@fragboard/core";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from "drizzle-orm/pg-core";
import { instant } from "./columns.js";

/**
 * Played maps at the StoredMap grain (core/src/events/stored-map.ts): rounds and kills as rows;
 * damage, hits, utility and chickens as per-player-per-round sums. Rows of one map share its
 * match_id (first primary-key column), so a map is replaced by deleting its match_id everywhere.
 * Counters are smallint: a round never has more than 10 players, 600 damage or 60 grenades.
 */

export const maps = pgTable(
  "maps",
  {
    matchId: text("match_id").primaryKey(),
    scheduledMatchId: text("scheduled_match_id"),
    season: integer("season").notNull(),
    tier: text("tier").$type<TierName>().notNull(),
    matchType: text("match_type").$type<MatchType>().notNull(),
    matchDay: text("match_day").notNull(),
    mapName: text("map_name").notNull(),
    mapNumber: smallint("map_number").notNull(),
    playedAt: instant("played_at").notNull(),
    totalRounds: smallint("total_rounds").notNull(),
    team0Id: text("team0_id"),
    team0Name: text("team0_name").notNull(),
    team0StartSide: text("team0_start_side").$type<Side>().notNull(),
    team0Score: smallint("team0_score").notNull(),
    team1Id: text("team1_id"),
    team1Name: text("team1_name").notNull(),
    team1StartSide: text("team1_start_side").$type<Side>().notNull(),
    team1Score: smallint("team1_score").notNull(),
  },
  (t) => [
    index("maps_season_tier_type").on(t.season, t.tier, t.matchType),
    index("maps_scheduled_match").on(t.scheduledMatchId),
  ],
);

/** StoredMap.players, in their order (`position`). */
export const mapPlayers = pgTable(
  "map_players",
  {
    matchId: text("match_id").notNull(),
    position: smallint("position").notNull(),
    steam64Id: text("steam64_id").notNull(),
    playerId: text("player_id"),
    name: text("name").notNull(),
    team: smallint("team").notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.position] })],
);

export const rounds = pgTable(
  "rounds",
  {
    matchId: text("match_id").notNull(),
    number: smallint("number").notNull(),
    side0: text("side0").$type<Side>().notNull(),
    side1: text("side1").$type<Side>().notNull(),
    winnerSide: text("winner_side").$type<Side>().notNull(),
    winnerTeam: smallint("winner_team").notNull(),
    reason: text("reason").$type<RoundEndReason>().notNull(),
    equipmentValue0: integer("equipment_value0").notNull(),
    equipmentValue1: integer("equipment_value1").notNull(),
    economyType0: text("economy_type0").$type<EconomyType>().notNull(),
    economyType1: text("economy_type1").$type<EconomyType>().notNull(),
    planter: text("planter"),
    defuser: text("defuser"),
    ninjaDefuse: boolean("ninja_defuse").notNull(),
    mvp: text("mvp"),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.number] })],
);

export const kills = pgTable(
  "kills",
  {
    matchId: text("match_id").notNull(),
    round: smallint("round").notNull(),
    index: smallint("index").notNull(),
    time: doublePrecision("time").notNull(),
    killer: text("killer"),
    victim: text("victim").notNull(),
    assister: text("assister"),
    flashAssister: text("flash_assister"),
    weapon: text("weapon").notNull(),
    headshot: boolean("headshot").notNull(),
    penetrated: smallint("penetrated").notNull(),
    noscope: boolean("noscope").notNull(),
    throughSmoke: boolean("through_smoke").notNull(),
    killerAirborne: boolean("killer_airborne").notNull(),
    killerBlinded: boolean("killer_blinded").notNull(),
    isTrade: boolean("is_trade").notNull(),
    isTradedDeath: boolean("is_traded_death").notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.round, t.index] })],
);

export const playerRounds = pgTable(
  "player_rounds",
  {
    matchId: text("match_id").notNull(),
    round: smallint("round").notNull(),
    steam64Id: text("steam64_id").notNull(),
    damage: smallint("damage").notNull(),
    utilDamage: smallint("util_damage").notNull(),
    supportDamage: smallint("support_damage").notNull(),
    hitsHead: smallint("hits_head").notNull(),
    hitsNeck: smallint("hits_neck").notNull(),
    hitsChest: smallint("hits_chest").notNull(),
    hitsStomach: smallint("hits_stomach").notNull(),
    hitsLeftArm: smallint("hits_left_arm").notNull(),
    hitsRightArm: smallint("hits_right_arm").notNull(),
    hitsLeftLeg: smallint("hits_left_leg").notNull(),
    hitsRightLeg: smallint("hits_right_leg").notNull(),
    hitsGeneric: smallint("hits_generic").notNull(),
    grenadesThrown: smallint("grenades_thrown").notNull(),
    enemiesFlashed: smallint("enemies_flashed").notNull(),
    flashEnemySeconds: doublePrecision("flash_enemy_seconds").notNull(),
    flashTeamSeconds: doublePrecision("flash_team_seconds").notNull(),
    flashSelfSeconds: doublePrecision("flash_self_seconds").notNull(),
    flashEnemyCount: smallint("flash_enemy_count").notNull(),
    flashTeamCount: smallint("flash_team_count").notNull(),
    flashSelfCount: smallint("flash_self_count").notNull(),
    chickensShot: smallint("chickens_shot").notNull(),
    chickensStabbed: smallint("chickens_stabbed").notNull(),
    chickensExploded: smallint("chickens_exploded").notNull(),
    chickensRoasted: smallint("chickens_roasted").notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.round, t.steam64Id] })],
);
