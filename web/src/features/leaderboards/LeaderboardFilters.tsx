import { LEADERBOARD_PAGE_SIZES, NO_FRANCHISE_GROUPS, TIER_NAMES, type TierName } from "@fragboard/core";
import { MultiSelect, type MultiSelectOption } from "../../components/ui/MultiSelect.js";
import { Switch } from "../../components/ui/Switch.js";
import type { LeaderboardChange, LeaderboardParams } from "./leaderboard-params.js";

/** The franchise filter's options: the franchises by name, then FA, PFA and Other. */
export function franchiseOptions(
  franchises: readonly { prefix: string; name: string }[],
): MultiSelectOption<string>[] {
  const sorted = [...franchises].sort((a, b) => a.name.localeCompare(b.name));
  return [
    ...sorted.map((f) => ({ value: f.prefix, label: `${f.name} (${f.prefix})` })),
    ...NO_FRANCHISE_GROUPS.map((group) => ({ value: group, label: group })),
  ];
}

const ALL = "All";

/**
 * The leaderboards' filters (spec 000 §2 "Leaderboards"). A toggle the tab does not use is left
 * out (`undefined`): Per Match on General, both toggles on Pickems.
 */
export function LeaderboardFilters({
  params,
  franchises,
  counts,
  onChange,
}: {
  params: Pick<LeaderboardParams, "franchises" | "tier" | "limit"> &
    Partial<Pick<LeaderboardParams, "minThreeGames" | "perMatch">>;
  franchises: readonly MultiSelectOption<string>[];
  /** Players each tier option would show with the other filters as they are. */
  counts: { all: number; byTier: Record<TierName, number> };
  onChange: (change: LeaderboardChange) => void;
}) {
  return (
    <section aria-label="Filters" className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
      <MultiSelect
        label="Franchises"
        options={franchises}
        selected={params.franchises}
        onChange={(update) => onChange((current) => ({ franchises: update(current.franchises) }))}
      />
      <label className="flex items-center gap-1.5 text-sm">
        <span className="text-muted">Tier</span>
        <select
          value={params.tier ?? ALL}
          onChange={(event) => {
            const tier = TIER_NAMES.find((t) => t === event.target.value) ?? null;
            onChange({ tier });
          }}
          className="h-8 rounded border border-line bg-surface px-2"
        >
          <option value={ALL}>All ({counts.all})</option>
          {TIER_NAMES.map((tier) => (
            <option key={tier} value={tier} disabled={counts.byTier[tier] === 0 && params.tier !== tier}>
              {tier} ({counts.byTier[tier]})
            </option>
          ))}
        </select>
      </label>
      {params.minThreeGames !== undefined && (
        <Switch
          label="Min 3 Games"
          checked={params.minThreeGames}
          // Flips the setting as it is when the click lands, not as drawn: a double click is two flips.
          onChange={() => onChange((current) => ({ minThreeGames: !current.minThreeGames }))}
          tooltip="On: players with at least 3 maps in their tier. Off: at least 1."
        />
      )}
      {params.perMatch !== undefined && (
        <Switch
          label="Per Match"
          checked={params.perMatch}
          onChange={() => onChange((current) => ({ perMatch: !current.perMatch }))}
          tooltip="Divide each count by the player's maps in every tier"
        />
      )}
      <label className="flex items-center gap-1.5 text-sm">
        <span className="text-muted">Show</span>
        <select
          value={params.limit}
          onChange={(event) => {
            const limit = LEADERBOARD_PAGE_SIZES.find((size) => String(size) === event.target.value);
            if (limit) onChange({ limit });
          }}
          className="h-8 rounded border border-line bg-surface px-2"
        >
          {LEADERBOARD_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
