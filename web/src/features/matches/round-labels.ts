import type { EconomyType, MatchMap, RoundEndReason, TimelineRound } from "@fragboard/core";

/** What the match page says of a round (docs/stats.md#round-timeline). */

export const REASONS: Record<RoundEndReason, { label: string; mark: string }> = {
  elimination: { label: "elimination", mark: "×" },
  bomb_exploded: { label: "bomb exploded", mark: "✸" },
  bomb_defused: { label: "bomb defused", mark: "✂" },
  time: { label: "time ran out", mark: "◷" },
};

export const BUYS: Record<EconomyType, string> = {
  pistol: "pistol round",
  eco: "eco",
  "semi-eco": "semi-eco",
  force: "force buy",
  full: "full buy",
};

export const BREAKS: Record<NonNullable<TimelineRound["breakAfter"]>, string> = {
  "half-time": "Half-time",
  overtime: "Overtime",
  "overtime-half": "Overtime sides switch",
};

export const sideColour = (side: "CT" | "T") => (side === "CT" ? "text-sky-400" : "text-amber-400");

/** "Round 14: Squids won on CT by elimination." */
export const roundSummary = (map: MatchMap, round: TimelineRound) =>
  `Round ${round.number}: ${map.teams[round.winner].name} won on ${round.winnerSide} by ${REASONS[round.reason].label}`;

/** The name of the player at `index` of the map's roster; null is the world (the bomb, a fall). */
export const playerName = (map: MatchMap, index: number | null) =>
  index === null ? "World" : (map.players[index]?.name ?? "?");
