import { cx } from "./cx.js";

/** A number with a tooltip saying what it is: every figure on the site goes through this. */
export function Stat({ value, tooltip, className }: { value: string; tooltip: string; className?: string }) {
  return (
    <span title={tooltip} className={cx("num", className)}>
      {value}
    </span>
  );
}
