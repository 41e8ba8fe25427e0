import { cx } from "./cx.js";

/**
 * "Add to calendar": the address of an iCalendar feed (docs/api.md#calendar-feeds). A calendar app
 * subscribes to it (paste the address, or open it: most offer to add it), and keeps it in step
 * with the schedule; the tooltip says so.
 */
export function CalendarLink({
  href,
  label,
  className,
}: {
  href: string;
  label: string;
  className?: string;
}) {
  return (
    <a
      href={href}
      type="text/calendar"
      title={`Subscribe to ${label} in a calendar app (iCalendar feed, updated with the schedule)`}
      className={cx(
        "inline-flex h-8 items-center gap-1.5 rounded border border-line bg-surface px-3 text-sm hover:bg-raised",
        className,
      )}
    >
      {/* Drawn, not an emoji: a phone or server without an emoji font showed an empty box. */}
      <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 fill-none stroke-current">
        <rect x="2" y="3" width="12" height="11" rx="1.5" />
        <path d="M2 6.5h12M5 1.5v3M11 1.5v3" />
      </svg>
      Add to calendar
    </a>
  );
}
