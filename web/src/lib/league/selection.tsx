import { FIRST_SELECTABLE_SEASON, type MatchType } from "@fragboard/core";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { useSeasonMetadata } from "./season-metadata.js";

/**
 * Which season and match type every stats page shows (spec 000 §4). Outside historical mode it is
 * always the current season, Regulation once the season has started and Combine before; the
 * historical (beta) mode lets the user pick any season from 11 and also lists spectators.
 */
export type Selection = {
  /** 0 until the season metadata has loaded: queries stay disabled until then. */
  season: number;
  matchType: MatchType;
  currentSeason: number;
  /** Seasons the historical selector offers, newest first. */
  seasons: number[];
  historical: boolean;
  setHistorical: (on: boolean) => void;
  setSeason: (season: number) => void;
  setMatchType: (matchType: MatchType) => void;
};

const SelectionContext = createContext<Selection | null>(null);

export function defaultMatchType(hasSeasonStarted: boolean): MatchType {
  return hasSeasonStarted ? "Regulation" : "Combine";
}

export function selectableSeasons(current: number): number[] {
  const seasons: number[] = [];
  for (let season = current; season >= FIRST_SELECTABLE_SEASON; season--) seasons.push(season);
  return seasons;
}

export function SelectionProvider({ children }: { children: ReactNode }) {
  const metadata = useSeasonMetadata().data;
  const [historical, setHistoricalState] = useState(false);
  const [pickedSeason, setSeason] = useState<number | null>(null);
  const [pickedMatchType, setMatchType] = useState<MatchType | null>(null);

  const value = useMemo<Selection>(() => {
    const currentSeason = metadata?.number ?? 0;
    const defaults = {
      season: currentSeason,
      matchType: defaultMatchType(metadata?.hasSeasonStarted ?? true),
    };
    return {
      season: historical ? (pickedSeason ?? defaults.season) : defaults.season,
      matchType: historical ? (pickedMatchType ?? defaults.matchType) : defaults.matchType,
      currentSeason,
      seasons: selectableSeasons(currentSeason),
      historical,
      // Leaving historical mode returns to the defaults; entering it starts from them too.
      setHistorical: (on) => {
        setHistoricalState(on);
        setSeason(null);
        setMatchType(null);
      },
      setSeason,
      setMatchType,
    };
  }, [metadata, historical, pickedSeason, pickedMatchType]);

  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

export function useSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error("useSelection needs a SelectionProvider");
  return selection;
}
