import { type ExtendedStats, passesFilters, TIER_NAMES, type TierName, UNRATED } from "@fragboard/core";
import { useMemo } from "react";
import { AddablePlayers } from "../../components/ui/AddablePlayers.js";
import { FindSimilar } from "../../components/ui/FindSimilar.js";
import { MultiSelect } from "../../components/ui/MultiSelect.js";
import { NotLoaded } from "../../components/ui/NotLoaded.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { filterPlayers, TYPE_GROUP_LABELS } from "../../lib/league/player-filters.js";
import { type ListedPlayer, shownStats } from "../../lib/league/player-list.js";
import { useExtendedStats } from "../../lib/league/use-extended-stats.js";
import { usePlayerList } from "../../lib/league/use-player-list.js";
import { BuilderTable } from "./BuilderTable.js";
import { builderField } from "./builder-fields.js";
import { FilterRows } from "./FilterRows.js";
import { useBuilderParams } from "./use-builder-params.js";

const TYPE_OPTIONS = TYPE_GROUP_LABELS.map((label) => ({ value: label, label }));
const kindOf = (field: string) => builderField(field)?.kind;
const NO_EXTENDED: ReadonlyMap<string, ExtendedStats> = new Map();

/**
 * Team Builder (spec 000 §2): filter rated players by tier, type and any number of stat rows, then
 * add them to a table that sums their MMR against the tier's cap. Everything is in the address.
 */
export default function TeamBuilderPage() {
  const list = usePlayerList();
  const state = useBuilderParams();
  // Unrated players are excluded (spec 000 §5), and so are players without stats this season.
  const rated = useMemo(
    () =>
      list.status === "success"
        ? list.players.filter((p) => p.tier.name !== UNRATED && shownStats(p) !== undefined)
        : [],
    [list],
  );
  // The extended stats are fetched only once a row tests one of them (docs/api.md#extended-stats).
  const needsExtended = state.rows.some((row) => builderField(row.field)?.extended);
  const extended = useExtendedStats(
    needsExtended && list.status === "success" ? list.season : null,
    list.status === "success" ? list.matchType : "Regulation",
  );
  const extendedByName = extended.data ?? NO_EXTENDED;
  const matching = useMemo(() => {
    const read = (player: ListedPlayer, field: string) =>
      builderField(field)?.read(player, extendedByName.get(player.name));
    return filterPlayers(rated, {
      names: [],
      typeGroups: state.typeGroups,
      tiers: state.tier ? [state.tier] : [],
      roles: [],
    }).filter((player) => passesFilters(player, state.rows, kindOf, read));
  }, [rated, state.typeGroups, state.tier, state.rows, extendedByName]);
  const extendedState = !needsExtended
    ? "unused"
    : extended.isError
      ? "error"
      : extended.data
        ? "ready"
        : "loading";
  const picked = useMemo(
    () => state.picked.flatMap((name) => rated.find((p) => p.name === name) ?? []),
    [state.picked, rated],
  );
  const first = picked[0]?.tier.name;
  // The cap is the filtered tier's, else the first picked player's.
  const capTier: TierName | undefined = state.tier ?? (first && first !== UNRATED ? first : undefined);

  const title = <PageTitle tab="Team Builder">Team Builder</PageTitle>;
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
      <section aria-label="Filters" className="mb-4 grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-1.5 text-sm">
            <span className="text-muted">Tier</span>
            <select
              aria-label="Tier"
              value={state.tier ?? ""}
              onChange={(event) => state.setTier(TIER_NAMES.find((t) => t === event.target.value))}
              className="h-8 rounded border border-line bg-surface px-2"
            >
              <option value="">All tiers</option>
              {TIER_NAMES.map((tier) => (
                <option key={tier} value={tier}>
                  {tier}
                </option>
              ))}
            </select>
          </label>
          <MultiSelect
            label="Type"
            options={TYPE_OPTIONS}
            selected={state.typeGroups}
            onChange={state.setTypeGroups}
          />
        </div>
        <FilterRows rows={state.rows} onChange={state.setRows} />
      </section>
      <div className="grid gap-6">
        <AddablePlayers
          title="Matching players"
          emptyText="No player passes these filters."
          players={matching}
          extended={extendedState}
          picked={state.picked}
          onAdd={(player) => state.addPicked(player.name)}
        />
        <FindSimilar
          players={rated}
          picked={state.picked}
          addLabel="Add"
          onAdd={(player) => state.addPicked(player.name)}
        />
        <section aria-labelledby="comparison-heading" className="grid gap-2">
          <h2 id="comparison-heading" className="font-semibold text-lg">
            Comparison
          </h2>
          <BuilderTable
            players={picked}
            capTier={capTier}
            onRemove={(player) => state.removePicked(player.name)}
          />
        </section>
      </div>
    </>
  );
}
