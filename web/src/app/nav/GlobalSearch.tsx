import { type PlayerTierName, type SearchResult, TIER_NAMES, UNRATED } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { cx } from "../../components/ui/cx.js";
import { useShownFailure } from "../../lib/failed-queries.js";
import { franchisePath, teamPath } from "../../lib/league/franchises.js";
import { playerPath } from "../../lib/league/player-lookup.js";
import { useSelectionNavigate } from "../../lib/league/selection-link.js";
import { tierColour } from "../../lib/league/tier-colour.js";
import { searchQuery } from "../../lib/queries/player-depth.js";
import { useDebouncedValue } from "../../lib/use-debounced-value.js";

const TYPING_PAUSE_MS = 120;
const KIND_LABELS = { player: "Player", team: "Team", franchise: "Franchise" } as const;
const TIERS = new Set<string>([...TIER_NAMES, UNRATED]);

function addressOf(result: SearchResult): string {
  if (result.kind === "player") return playerPath(result.name);
  if (result.kind === "team" && result.franchise) return teamPath(result.franchise, result.name);
  return franchisePath(result.franchise ?? result.id);
}

/** Typing in another field keeps its `/`; anywhere else `/` (or Ctrl+K, ⌘K) focuses the search. */
const typingElsewhere = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The navigation's search (docs/api.md#search): players by any part of the name or CSC id, teams
 * and franchises, as you type. An ARIA combobox: arrows move through the results, Enter opens
 * one, Escape closes the list (then clears the text).
 */
export function GlobalSearch() {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;
  const query = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const search = useQuery(searchQuery(query));
  const results = query === "" ? [] : (search.data?.results ?? []);
  const navigate = useSelectionNavigate();

  useEffect(() => {
    const focus = (event: KeyboardEvent) => {
      const shortcut = (event.key === "k" || event.key === "K") && (event.ctrlKey || event.metaKey);
      if (!shortcut && (event.key !== "/" || typingElsewhere(event.target))) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener("keydown", focus);
    return () => document.removeEventListener("keydown", focus);
  }, []);

  const go = (result: SearchResult | undefined) => {
    if (!result) return;
    navigate(addressOf(result));
    setOpen(false);
    setText("");
    input.current?.blur();
  };
  const expanded = open && text.trim() !== "";
  const shownActive = Math.min(active, Math.max(0, results.length - 1));

  return (
    <div className="relative">
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label="Search players, teams and franchises"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && results.length > 0 ? optionId(shownActive) : undefined}
        placeholder="Search  /"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
            if (results.length === 0) return;
            const step = event.key === "ArrowDown" ? 1 : -1;
            setActive((shownActive + step + results.length) % results.length);
          } else if (event.key === "Enter") {
            event.preventDefault();
            go(results[shownActive]);
          } else if (event.key === "Escape") {
            if (expanded) setOpen(false);
            else setText("");
          }
        }}
        // On a phone the field is a button-sized box that spans the bar while it has the focus; it is
        // narrower from lg to xl, where the header's links share the row (NavBar).
        className={cx(
          "h-8 w-9 rounded border border-line bg-surface pr-2 pl-8 text-sm placeholder:text-transparent",
          "focus:fixed focus:inset-x-3 focus:top-3 focus:z-50 focus:w-auto focus:placeholder:text-muted",
          "sm:w-44 sm:placeholder:text-muted sm:focus:static sm:focus:w-44 lg:w-36 lg:focus:w-36 xl:w-56 xl:focus:w-56",
        )}
      />
      <svg
        aria-hidden
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-2 left-2.5 size-4 text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="8.5" cy="8.5" r="5.5" />
        <path d="m13 13 4 4" />
      </svg>
      {expanded && (
        <div className="fixed inset-x-3 top-12 z-50 rounded-md border border-line bg-raised shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-1 sm:w-[22rem]">
          <div
            id={listId}
            role="listbox"
            aria-label="Search results"
            className="max-h-96 overflow-y-auto py-1"
          >
            {results.map((result, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the combobox, whose arrows and Enter pick an option (aria-activedescendant)
              <div
                key={`${result.kind}-${result.id}`}
                id={optionId(i)}
                role="option"
                tabIndex={-1}
                aria-selected={i === shownActive}
                // Keeps the focus in the field, so the click lands before the list closes.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(result)}
                onMouseMove={() => setActive(i)}
                className={cx(
                  "flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm",
                  i === shownActive && "bg-surface",
                )}
              >
                <span
                  aria-hidden
                  className="size-2.5 shrink-0 rounded-full"
                  style={{
                    backgroundColor:
                      result.tier && TIERS.has(result.tier)
                        ? tierColour(result.tier as PlayerTierName)
                        : "transparent",
                  }}
                />
                <span className="min-w-0 truncate font-semibold">{result.name}</span>
                <span className="min-w-0 flex-1 truncate text-muted text-xs">
                  {[result.tier, result.team].filter(Boolean).join(" · ")}
                </span>
                <span className="shrink-0 text-muted text-xs">{KIND_LABELS[result.kind]}</span>
              </div>
            ))}
          </div>
          <SearchStatus
            pending={query !== text.trim() || search.isFetching}
            error={search.isError ? search.error : null}
            empty={results.length === 0}
            onRetry={() => void search.refetch()}
          />
        </div>
      )}
    </div>
  );
}

function SearchStatus({
  pending,
  error,
  empty,
  onRetry,
}: {
  pending: boolean;
  /** The search's failure: shown here, so the shell's failure banner leaves it out. */
  error: unknown;
  empty: boolean;
  onRetry: () => void;
}) {
  useShownFailure(error);
  if (error !== null)
    return (
      <p role="alert" className="border-line border-t px-3 py-2 text-sm">
        The search failed.{" "}
        <button
          type="button"
          onMouseDown={(event) => event.preventDefault()}
          onClick={onRetry}
          className="text-accent underline"
        >
          Retry
        </button>
      </p>
    );
  if (pending && empty)
    return (
      <p role="status" className="px-3 py-2 text-muted text-sm">
        Searching…
      </p>
    );
  if (empty)
    return (
      <p role="status" className="px-3 py-2 text-muted text-sm">
        No player, team or franchise matches.
      </p>
    );
  return null;
}
