import { useCallback, useEffect, useRef, useState } from "react";

/** How long a copy or export button shows its check mark (spec 000 §4). */
export const CONFIRMATION_MS = 2250;

/** A flag that turns on when `raise` is called and off again `ms` later (confirmation ticks). */
export function useTransientFlag(ms = CONFIRMATION_MS): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const raise = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  return [on, raise];
}
