import { cx } from "./cx.js";

/**
 * A padlock drawn in SVG, in the text colour: the emoji rendered as an empty box where the system
 * has no colour-emoji font (many Linux desktops). Decorative: the words beside it say "locked".
 */
export function LockIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 12 14"
      aria-hidden="true"
      className={cx("inline-block h-[1em] w-[0.85em] align-[-0.125em]", className)}
      fill="currentColor"
    >
      <path d="M3 6V4a3 3 0 0 1 6 0v2h.5A1.5 1.5 0 0 1 11 7.5v5A1.5 1.5 0 0 1 9.5 14h-7A1.5 1.5 0 0 1 1 12.5v-5A1.5 1.5 0 0 1 2.5 6H3Zm1.5 0h3V4a1.5 1.5 0 0 0-3 0v2Z" />
    </svg>
  );
}
