import {
  defaultMatchType,
  FIRST_SELECTABLE_SEASON,
  type MatchType,
  readSelectionParams,
  shownSelection,
} from "@fragboard/core";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { useLatestSearchParams } from "../use-latest-search-params.js";
import { useSeasonMetadata } from "./season-metadata.js";
import type { SelectionParam } from "./selection-params.js";

/**
 * Which season and match type every stats page shows (spec 000 §4). They live in the address
 * (`?season=14&matchType=Combine`) so a link to a past season opens it, a reload keeps it and it
 * can be shared; when absent, the defaults apply: the current season, Regulation once the season
 * has started and Combine before. Only a value someone picked that differs from the default is
 * written. The historical (beta) mode unlocks the choice and also lists spectators; an address
 * naming a season or match type is in historical mode. See docs/architecture.md "Web app".
 */
export type Selection = {
  /** null until the season metadata has loaded: queries stay idle until then. */
  season: number | null;
  matchType: MatchType;
  /** null until the season metadata has loaded. */
  currentSeason: number | null;
  /** Seasons the historical selector offers, newest first. */
  seasons: number[];
  historical: boolean;
  setHistorical: (on: boolean) => void;
  setSeason: (season: number) => void;
  setMatchType: (matchType: MatchType) => void;
};

const SelectionContext = createContext<Selection | null>(null);

export function selectableSeasons(current: number | null): number[] {
  const seasons: number[] = [];
  for (let season = current ?? 0; season >= FIRST_SELECTABLE_SEASON; season--) seasons.push(season);
  return seasons;
}

/** Lives inside the router (the app layout): it reads and writes the address. */
export function SelectionProvider({ children }: { children: ReactNode }) {
  const metadata = useSeasonMetadata().data;
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const [switchedOn, setSwitchedOn] = useState(false);
  const fromUrl = useMemo(() => readSelectionParams(searchParams), [searchParams]);

  const value = useMemo<Selection>(() => {
    const currentSeason = metadata?.number ?? null;
    const defaultType = defaultMatchType(metadata?.hasSeasonStarted ?? true);
    const { season, matchType } = shownSelection(metadata, fromUrl);
    /** Writes one parameter, or removes it when it is the default; other parameters stay. */
    const write = (changes: Partial<Record<SelectionParam, string | undefined>>) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(name);
          else next.set(name, value);
        }
        return next;
      });
    return {
      season,
      matchType,
      currentSeason,
      seasons: selectableSeasons(currentSeason),
      historical: switchedOn || fromUrl.season !== undefined || fromUrl.matchType !== undefined,
      // Leaving historical mode returns to the defaults; entering it starts from them.
      setHistorical: (on) => {
        setSwitchedOn(on);
        if (!on) write({ season: undefined, matchType: undefined });
      },
      setSeason: (picked) => {
        setSwitchedOn(true);
        write({ season: picked === currentSeason ? undefined : String(picked) });
      },
      setMatchType: (picked) => {
        setSwitchedOn(true);
        write({ matchType: picked === defaultType ? undefined : picked });
      },
    };
  }, [metadata, fromUrl, switchedOn, setSearchParams]);

  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

export function useSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error("useSelection needs a SelectionProvider");
  return selection;
}
