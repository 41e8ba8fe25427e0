import type { ProfileTeamHistory } from "@fragboard/core";
import { cx } from "../../components/ui/cx.js";
import { formatDate } from "../../lib/format.js";

const CHANGE_STYLES: Record<string, string> = {
  SIGN: "bg-good/20 text-good",
  DRAFT: "bg-sky-500/20 text-sky-300",
  SUB: "bg-accent/20 text-accent",
  CUT: "bg-bad/20 text-bad",
  RELEASE: "bg-bad/20 text-bad",
};

/** The player's team history, newest first, as a timeline (sign, cut, sub, draft...). */
export function HistoryPanel({ history }: { history: readonly ProfileTeamHistory[] }) {
  const entries = [...history].sort((a, b) => b.dateCreated.localeCompare(a.dateCreated));
  return (
    <section aria-label="Team history" className="rounded-md border border-line bg-surface p-4">
      {entries.length === 0 ? (
        <p className="text-muted text-sm">No team history yet.</p>
      ) : (
        <ol className="relative grid gap-3 border-line border-l pl-4">
          {entries.map((entry) => (
            <li key={`${entry.dateCreated}-${entry.changeType}-${entry.value}`} className="relative">
              <span
                className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-line ring-2 ring-surface"
                aria-hidden
              />
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span
                  className={cx(
                    "rounded px-1.5 font-semibold text-xs",
                    CHANGE_STYLES[entry.changeType] ?? "bg-line",
                  )}
                >
                  {entry.changeType}
                </span>
                <span>{entry.value}</span>
                {entry.metadata.teamId && entry.metadata.franchisePrefix && (
                  <span className="rounded bg-line px-1 text-xs" title="Franchise">
                    {entry.metadata.franchisePrefix}
                  </span>
                )}
              </p>
              <p className="text-muted text-xs">
                Season {entry.season} · {formatDate(entry.dateCreated)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
