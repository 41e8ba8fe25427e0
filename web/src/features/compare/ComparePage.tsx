import {
  averageCombinedRankings,
  type CombinedRankings,
  combinedRankings,
  comparePercentiles,
} from "@fragboard/core";
import { useDeferredValue, useMemo } from "react";
import { NotLoaded } from "../../components/ui/NotLoaded.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { RankingMeters } from "../../components/ui/RankingMeters.js";
import type { ListedPlayer } from "../../lib/league/player-list.js";
import { tierStatLines } from "../../lib/league/player-standing.js";
import { usePlayerList } from "../../lib/league/use-player-list.js";
import { CompareRadars } from "./CompareRadars.js";
import { CompareTable } from "./CompareTable.js";
import { type CompareOption, compareOptions, pickedOptions } from "./compare-options.js";
import { optionLabel, PlayerPicker } from "./PlayerPicker.js";
import { useComparePlayersParam } from "./use-compare-param.js";

const NOBODY_SNIPES =
  "None of these players snipes: Sniping is averaged over those who do, so there is nothing to rank";

/** Player Compare (spec 000 §2): radars, combined rankings and a table for the players in `?players=`. */
export default function ComparePage() {
  // Deferred: the page's render once the league's lists arrive (options, percentiles, radars, table)
  // runs in the background, React yielding between its components, not as one long task.
  const list = useDeferredValue(usePlayerList());
  const [tokens, setTokens] = useComparePlayersParam();
  const players = list.status === "success" ? list.players : undefined;
  const options = useMemo(() => (players ? compareOptions(players) : []), [players]);
  const picked = useMemo(() => pickedOptions(tokens, options), [tokens, options]);

  const title = <PageTitle tab="Player Comparison">Player Comparison</PageTitle>;
  if (list.status !== "success") {
    return (
      <>
        {title}
        <NotLoaded state={list} />
      </>
    );
  }

  return (
    <>
      {title}
      <PlayerPicker
        options={options}
        picked={picked}
        onChange={(update) =>
          setTokens((current) => update(pickedOptions(current, options)).map((option) => option.token))
        }
      />
      {picked.length === 0 ? (
        <p className="py-12 text-center text-muted">
          Search for players above to compare them: values are percentiles 0-100 within the tier of the first
          player picked.
        </p>
      ) : (
        <Comparison players={list.players} picked={picked} />
      )}
    </>
  );
}

/** The radars, rankings and table of the picked players: its own component, its own render slice. */
function Comparison({ players, picked }: { players: ListedPlayer[]; picked: CompareOption[] }) {
  const comparison = useMemo(() => {
    const first = picked[0];
    if (!first) return undefined;
    const lines = picked.flatMap((option) => (option.line ? [option.line.stats] : []));
    const result = comparePercentiles(first.tier, tierStatLines(players, first.tier), lines);
    // Each player's rankings are against his own tier (docs/rules.md#combined-rankings).
    const rankings: CombinedRankings[] = picked.flatMap((option) =>
      option.line && option.player.tier.name !== "Unrated"
        ? [combinedRankings(option.line.stats, tierStatLines(players, option.player.tier.name))]
        : [],
    );
    // Sniping is averaged over those who snipe (Sniping > 0); with none, its 0 ranks nobody.
    const nobodySnipes = !rankings.some((r) => r.Sniping > 0);
    return { tier: first.tier, ...result, combined: averageCombinedRankings(rankings), nobodySnipes };
  }, [players, picked]);
  if (!comparison) return null;

  return (
    <div className="grid gap-6">
      <p className="text-muted text-sm">
        Percentiles 0-100 among {comparison.tier} players with stats; the dashed line is the {comparison.tier}{" "}
        average.
      </p>
      <CompareRadars
        players={picked.map((option, index) => ({
          name: optionLabel(option),
          percentiles: comparison.lines[index] ?? comparison.average.percentiles,
        }))}
        average={{ name: comparison.average.stats.name, percentiles: comparison.average.percentiles }}
      />
      <section aria-labelledby="combined-heading" className="max-w-3xl">
        <h2 id="combined-heading" className="mb-2 font-semibold text-lg">
          Combined Stat Rankings
        </h2>
        <p className="mb-3 text-muted text-sm">
          Each player's seven rankings against his own tier, capped at 100 and averaged over the players
          (Sniping only over those who snipe).
        </p>
        <RankingMeters
          rankings={comparison.combined}
          basis="average percentile"
          unranked={comparison.nobodySnipes ? { Sniping: NOBODY_SNIPES } : {}}
        />
      </section>
      <CompareTable
        columns={picked.flatMap((option, index) => {
          const percentiles = comparison.lines[index];
          return option.line && percentiles
            ? [
                {
                  name: optionLabel(option),
                  tier: option.tier,
                  mmr: option.player.mmr,
                  stats: option.line.stats,
                  percentiles,
                },
              ]
            : [];
        })}
        average={{
          name: comparison.average.stats.name,
          tier: comparison.tier,
          mmr: undefined,
          stats: comparison.average.stats,
          percentiles: comparison.average.percentiles,
        }}
      />
    </div>
  );
}
