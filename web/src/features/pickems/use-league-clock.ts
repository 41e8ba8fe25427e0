import { PICKEM_CLOCK_REFRESH_MS } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { pickemsClockQuery } from "../../lib/queries/pickems.js";

/**
 * The league's "now" in ms (null until the server said it), ticking with the browser's clock from
 * the moment it was read. The page re-renders every minute (countdown, last-saved label) and at
 * the next of `lockTimes`, so a match locks on screen at the moment the server starts refusing it.
 */
export function useLeagueClock(lockTimes: readonly number[]): { now: number | null; error: Error | null } {
  const clock = useQuery(pickemsClockQuery());
  const offset = useMemo(
    () => (clock.data ? Date.parse(clock.data.now) - clock.dataUpdatedAt : null),
    [clock.data, clock.dataUpdatedAt],
  );
  const [, setTick] = useState(0);
  const now = offset === null ? null : Date.now() + offset;

  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), PICKEM_CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const nextLock = now === null ? undefined : Math.min(...lockTimes.filter((t) => t >= now));
  useEffect(() => {
    if (nextLock === undefined || now === null || !Number.isFinite(nextLock)) return;
    // One past the boundary: exactly at it the match is still open (docs/rules.md#pickems).
    // setTimeout fires at once past 2^31 ms: a far lock waits for a later render instead.
    const timer = setTimeout(() => setTick((t) => t + 1), Math.min(nextLock - now + 1, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [nextLock, now]);

  return { now, error: clock.error };
}
