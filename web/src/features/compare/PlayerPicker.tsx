import { belowMinimumGames, MINIMUM_GAMES_NOTE } from "@fragboard/core";
import { useId, useMemo, useRef, useState } from "react";
import { Chip } from "../../components/ui/Chip.js";
import { TierBar } from "../../components/ui/TierBar.js";
import { type CompareOption, searchOptions } from "./compare-options.js";
import { playerColour } from "./palette.js";

/** How many matches the search list shows; typing more of the name narrows it. */
const SHOWN = 12;

export const optionLabel = (option: CompareOption) =>
  option.starred ? `${option.player.name} ★ ${option.tier}` : option.player.name;

/**
 * The compare multi-select (spec 000 §2): search by name, 'Same Tier Only' (the first pick's tier),
 * players without stats listed but disabled, other-tier stat lines as starred extra options.
 */
export function PlayerPicker({
  options,
  picked,
  onChange,
}: {
  options: readonly CompareOption[];
  picked: readonly CompareOption[];
  /** A change of the picks as they are when it lands (two before a re-render both count). */
  onChange: (update: (current: readonly CompareOption[]) => CompareOption[]) => void;
}) {
  const [search, setSearch] = useState("");
  const [sameTierOnly, setSameTierOnly] = useState(false);
  // The toggle keeps the first pick's tier: before a pick it has none to keep, so it is off.
  const firstTier = picked[0]?.tier;
  const sameTier = sameTierOnly ? firstTier : undefined;
  const tierHint = useId();
  const matches = useMemo(
    () => searchOptions(options, search, picked, sameTier),
    [options, search, picked, sameTier],
  );
  const shown = matches.slice(0, SHOWN);
  // What Enter adds; disabled options sort last, so it is always among the shown ones.
  const firstEnabled = search.trim() === "" ? undefined : matches.find((option) => option.line);
  const searchInput = useRef<HTMLInputElement>(null);
  const chipList = useRef<HTMLUListElement>(null);

  // Focus moves before the change: the clicked button unmounts and would drop focus to <body>.
  const add = (option: CompareOption) => {
    searchInput.current?.focus();
    onChange((current) =>
      current.some((o) => o.token === option.token) ? [...current] : [...current, option],
    );
    setSearch("");
  };
  const remove = (index: number) => {
    const next = chipList.current?.querySelectorAll("button")[index + 1];
    (next ?? searchInput.current)?.focus();
    const token = picked[index]?.token;
    onChange((current) => current.filter((option) => option.token !== token));
  };

  return (
    <section aria-label="Players to compare" className="mb-4 grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={searchInput}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || !firstEnabled) return;
            event.preventDefault();
            add(firstEnabled);
          }}
          placeholder="Search players"
          aria-label="Search players"
          className="h-8 w-56 rounded border border-line bg-surface px-2 text-sm placeholder:text-muted"
        />
        <label className="flex items-center gap-1.5 text-sm has-disabled:text-muted">
          <input
            type="checkbox"
            checked={sameTier !== undefined}
            disabled={firstTier === undefined}
            aria-describedby={tierHint}
            onChange={(event) => setSameTierOnly(event.target.checked)}
            className="accent-amber-500 disabled:cursor-not-allowed"
          />
          Same Tier Only
        </label>
        <span id={tierHint} className="text-muted text-xs">
          {firstTier === undefined
            ? "(pick a player first: it keeps his tier)"
            : `(${firstTier}, the first pick's tier)`}
        </span>
        <span className="text-muted text-xs">★ = stats from another tier than the player's own</span>
      </div>
      {picked.length > 0 && (
        <ul ref={chipList} aria-label="Compared players" className="flex flex-wrap gap-2">
          {picked.map((option, index) => (
            <li key={option.token} className="flex items-center gap-1">
              <span
                aria-hidden
                className="size-2.5 rounded-full"
                style={{ backgroundColor: playerColour(index) }}
              />
              <Chip label={optionLabel(option)} onRemove={() => remove(index)} />
            </li>
          ))}
        </ul>
      )}
      {search.trim() !== "" && (
        <div>
          <p className="mb-1 text-muted text-xs" aria-live="polite">
            {matches.length === 0
              ? "No player matches."
              : `${matches.length} match${matches.length === 1 ? "" : "es"}${matches.length > SHOWN ? `, first ${SHOWN} shown` : ""}${firstEnabled ? `; Enter adds ${optionLabel(firstEnabled)}` : ""}`}
          </p>
          <p className="mb-1 text-muted text-xs">{MINIMUM_GAMES_NOTE}</p>
          <ul aria-label="Matching players" className="grid max-w-xl gap-1">
            {shown.map((option) => (
              <li key={option.token}>
                <button
                  type="button"
                  disabled={!option.line}
                  aria-label={
                    option.line ? `Add ${optionLabel(option)}` : `${option.player.name}: no stats this season`
                  }
                  onClick={() => add(option)}
                  className="flex w-full items-center gap-2 rounded border border-line bg-surface px-2 py-1 text-left text-sm hover:bg-raised disabled:cursor-not-allowed disabled:opacity-50"
                >
                  <TierBar tier={option.tier} />
                  <span className="font-medium">{optionLabel(option)}</span>
                  <span className="ml-auto text-muted text-xs">
                    {!option.line
                      ? "no stats this season"
                      : belowMinimumGames(option.line.stats.gameCount)
                        ? `${option.tier} stats, ${option.line.stats.gameCount} ${option.line.stats.gameCount === 1 ? "map" : "maps"}`
                        : `${option.tier} stats`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
