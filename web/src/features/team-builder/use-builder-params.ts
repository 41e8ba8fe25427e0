import { decodeFilter, encodeFilter, type StatFilter, TIER_NAMES, type TierName } from "@fragboard/core";
import { useCallback, useMemo } from "react";
import { TYPE_GROUP_LABELS } from "../../lib/league/player-filters.js";
import { useLatestSearchParams } from "../../lib/use-latest-search-params.js";

const EMPTY_ROW: StatFilter = { field: "", operator: ">=", value: "" };

/**
 * Team Builder's whole state in the address, so a search can be shared: `tier`, `type` (repeated),
 * `filter` (repeated `field:operator:value`, unfinished rows included) and `player` (repeated,
 * the picked names). Changes replace the history entry; other parameters (season) are kept.
 */
export function useBuilderParams() {
  const [params, setParams] = useLatestSearchParams();
  // Each change starts from the address as it is now, not as last drawn: two quick edits (a field,
  // then its operator) before the page re-renders both land.
  const setList = useCallback(
    (name: string, update: (values: string[]) => readonly string[]) =>
      setParams(
        (current) => {
          const values = update(current.getAll(name));
          const updated = new URLSearchParams(current);
          updated.delete(name);
          for (const value of values) updated.append(name, value);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const tier = TIER_NAMES.find((t) => t === params.get("tier"));
  const typesRaw = params.getAll("type").join("\n");
  const typeGroups = useMemo(
    () => TYPE_GROUP_LABELS.filter((label) => typesRaw.split("\n").includes(label)),
    [typesRaw],
  );
  const pickedRaw = params.getAll("player").join("\n");
  const picked = useMemo(() => (pickedRaw === "" ? [] : pickedRaw.split("\n")), [pickedRaw]);
  const rowsRaw = params.getAll("filter").join("\n");
  const rows = useMemo(() => decodeRows(rowsRaw === "" ? [] : rowsRaw.split("\n")), [rowsRaw]);

  return {
    tier,
    setTier: (next: TierName | undefined) => setList("tier", () => (next ? [next] : [])),
    typeGroups,
    setTypeGroups: (update: (current: readonly string[]) => string[]) => setList("type", update),
    rows,
    setRows: (update: RowsUpdate) =>
      setList("filter", (values) => {
        const next = update(decodeRows(values));
        return (next.length > 0 ? next : [EMPTY_ROW]).map(encodeFilter);
      }),
    picked,
    addPicked: (name: string) =>
      setList("player", (names) => (names.includes(name) ? names : [...names, name])),
    removePicked: (name: string) => setList("player", (names) => names.filter((n) => n !== name)),
  };
}

/** A change of the filter rows, applied to the rows the address holds when it lands. */
export type RowsUpdate = (rows: StatFilter[]) => StatFilter[];

/** At least one row always shows (spec 000 §5). */
function decodeRows(texts: readonly string[]): StatFilter[] {
  const decoded = texts.flatMap((text) => decodeFilter(text) ?? []);
  return decoded.length > 0 ? decoded : [{ ...EMPTY_ROW }];
}

export const emptyRow = (): StatFilter => ({ ...EMPTY_ROW });
