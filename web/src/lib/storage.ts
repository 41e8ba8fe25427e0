import { useCallback, useState } from "react";

/** Every localStorage key the app uses (docs/architecture.md#the-web-app); nothing else is written. */
export const STORAGE_KEYS = {
  displayStyle: "displayStyle",
  orderBy: "orderBy",
  playerSortDirection: "playerSortDirection",
  viewTierOptions: "viewTierOptions",
  viewPlayerTypeOptions: "viewPlayerTypeOptions",
  viewPlayerRoleOptions: "viewPlayerRoleOptions",
  draftPost: "draftPost",
  /** Unsaved edits of a form (web/src/lib/use-form.tsx), with whose they are. */
  draftProfile: "draftProfile",
  draftPickems: "draftPickems",
  draftServerSettings: "draftServerSettings",
  draftAccolade: "draftAccolade",
  closeNotificationBannerRequestAServer: "closeNotificationBannerRequestAServer",
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Turns a stored value back into a typed one; returns undefined when it is not valid any more. */
export type Parse<T> = (raw: unknown) => T | undefined;

export function readStored<T>(key: StorageKey, parse: Parse<T>): T | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : parse(JSON.parse(raw));
  } catch {
    // Corrupt JSON or storage disabled (private mode): behave as if nothing was stored.
    return undefined;
  }
}

export function writeStored(key: StorageKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or disabled storage: the choice just is not remembered.
  }
}

/** useState that starts from localStorage and writes every change back. */
export function useStoredState<T>(key: StorageKey, parse: Parse<T>, initial: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => readStored(key, parse) ?? initial);
  const set = useCallback(
    (next: T) => {
      setValue(next);
      writeStored(key, next);
    },
    [key],
  );
  return [value, set];
}

/** A parser for a value that must be one of `options`. */
export const oneOf =
  <T extends string>(options: readonly T[]): Parse<T> =>
  (raw) =>
    options.find((option) => option === raw);

/** A parser for a list whose items must each be one of `options` (unknown ones are dropped). */
export const listOf =
  <T extends string>(options: readonly T[]): Parse<T[]> =>
  (raw) =>
    Array.isArray(raw) ? options.filter((option) => raw.includes(option)) : undefined;
