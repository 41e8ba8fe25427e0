import { cx } from "./cx.js";

/**
 * An on/off toggle with its label ("Min 3 Games", "Show Extras"): a button with the switch role, so
 * screen readers announce it as on or off and Space or Enter flips it.
 */
export function Switch({
  label,
  checked,
  onChange,
  tooltip,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the toggle changes. */
  tooltip: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      title={tooltip}
      onClick={() => onChange(!checked)}
      className="inline-flex h-8 items-center gap-2 rounded px-1 text-sm hover:text-ink"
    >
      <span
        aria-hidden
        className={cx(
          "relative h-5 w-9 shrink-0 rounded-full transition-colors",
          checked ? "bg-accent" : "bg-line",
        )}
      >
        <span
          className={cx(
            "absolute top-0.5 left-0.5 size-4 rounded-full bg-ink transition-transform",
            checked && "translate-x-4",
          )}
        />
      </span>
      {label}
    </button>
  );
}
