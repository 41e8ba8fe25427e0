import type { Award, AwardStat } from "@fragboard/core";
import { cx } from "../../components/ui/cx.js";
import { STAT_DESCRIPTIONS } from "../../lib/stat-descriptions.js";

const AWARD_LABELS: Record<AwardStat, string> = {
  hs: "Headshot %",
  ef: "Enemies Flashed",
  kills: "Kills",
  twoK: "2K Rounds",
  threeK: "3K Rounds",
  fourK: "4K Rounds",
  fiveK: "Aces",
  cl_1: "1v1 Clutches",
  cl_2: "1v2 Clutches",
  cl_3: "1v3 Clutches",
  cl_4: "1v4 Clutches",
  cl_5: "1v5 Clutches",
  clutchR: "Clutch Points",
  impact: "Impact",
  assists: "Assists",
  adr: "ADR",
  fAssists: "Flash Assists",
  tradesR: "Trades",
  suppR: "Support Rounds",
  kast: "KAST",
  utilDmg: "Utility Damage",
  util: "Utility Thrown",
};

const PLACE_STYLES = {
  1: "border-yellow-400/60 bg-yellow-400/15 text-yellow-300",
  2: "border-slate-300/60 bg-slate-300/10 text-slate-200",
  3: "border-orange-400/60 bg-orange-400/10 text-orange-300",
  top10: "border-line bg-raised text-muted",
} as const;

/** Badges for stats he leads his tier in (docs/rules.md#awards): podium places and top 10s. */
export function Awards({ awards, tier }: { awards: readonly Award[]; tier: string }) {
  if (awards.length === 0) return null;
  const sorted = [...awards].sort((a, b) => rank(a) - rank(b));
  return (
    <ul aria-label="Awards" className="flex flex-wrap gap-1.5">
      {sorted.map((award) => {
        const place = award.place === "top10" ? "Top 10" : `#${award.place}`;
        return (
          <li
            key={award.stat}
            title={`${place} in ${tier} (players with more than 3 maps): ${STAT_DESCRIPTIONS[award.stat]}`}
            className={cx("rounded-full border px-2.5 py-0.5 text-xs", PLACE_STYLES[award.place])}
          >
            <span className="font-bold">{place}</span> {AWARD_LABELS[award.stat]}
          </li>
        );
      })}
    </ul>
  );
}

const rank = (award: Award) => (award.place === "top10" ? 4 : award.place);
