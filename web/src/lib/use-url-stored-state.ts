import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type Parse, readStored, type StorageKey, writeStored } from "./storage.js";
import { useLatestSearch, useLatestSearchParams } from "./use-latest-search-params.js";

/** How a value is written in the address: one text, or a comma-separated list. */
export type UrlCodec<T> = {
  read: (raw: string) => T | undefined;
  write: (value: T) => string;
  same: (a: T, b: T) => boolean;
};

export const textCodec = <T extends string>(parse: Parse<T>): UrlCodec<T> => ({
  read: (raw) => parse(raw),
  write: (value) => value,
  same: (a, b) => a === b,
});

export const listCodec = <T extends string>(parse: Parse<T[]>): UrlCodec<T[]> => ({
  read: (raw) => parse(raw === "" ? [] : raw.split(",")),
  write: (value) => value.join(","),
  same: (a, b) => a.length === b.length && a.every((v, i) => v === b[i]),
});

/**
 * A choice the spec says to remember (local storage) that is also the page's state, so it lives in
 * the address too (docs/architecture.md#the-web-app): the address wins when it names the choice,
 * else the remembered one; a change writes both. A remembered choice that is not the default is
 * copied into the address when the page opens, so a link copied from it opens what it shows.
 * A change may be a function of the value as it is when it lands (the address's, else the
 * remembered one), so two made before the page re-renders (a tick, then another) both count.
 */
export function useUrlStoredState<T>(
  param: string,
  key: StorageKey,
  parse: Parse<T>,
  codec: UrlCodec<T>,
  initial: T,
): [T, (next: T | ((current: T) => T)) => void, () => T] {
  const [params, setParams] = useLatestSearchParams();
  const latestSearch = useLatestSearch();
  const [stored, setStored] = useState<T>(() => readStored(key, parse) ?? initial);
  // The remembered value as last set, which the next render has not drawn yet.
  const latestStored = useRef(stored);
  const raw = params.get(param);
  const fromUrl = useMemo(() => (raw === null ? undefined : codec.read(raw)), [raw, codec]);
  const value = fromUrl ?? stored;
  // The value as it is now: the address's, else the remembered one.
  const valueIn = useCallback(
    (search: URLSearchParams) => {
      const raw = search.get(param);
      return (raw === null ? undefined : codec.read(raw)) ?? latestStored.current;
    },
    [param, codec],
  );
  const writeUrl = useCallback(
    (update: (current: T) => T) =>
      setParams(
        (previous) => {
          const next = update(valueIn(previous));
          const updated = new URLSearchParams(previous);
          if (codec.same(next, initial)) updated.delete(param);
          else updated.set(param, codec.write(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams, codec, initial, param, valueIn],
  );
  const missing = raw === null && !codec.same(value, initial);
  useEffect(() => {
    if (missing) writeUrl(() => value);
  }, [missing, value, writeUrl]);
  const read = useCallback(() => valueIn(new URLSearchParams(latestSearch())), [valueIn, latestSearch]);
  const set = useCallback(
    (next: T | ((current: T) => T)) => {
      const value = typeof next === "function" ? (next as (current: T) => T)(read()) : next;
      latestStored.current = value;
      setStored(value);
      writeStored(key, value);
      writeUrl(() => value);
    },
    [key, read, writeUrl],
  );
  return [value, set, read];
}
