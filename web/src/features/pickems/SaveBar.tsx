import type { TierName } from "@fragboard/core";
import { Button } from "../../components/ui/Button.js";
import { TierTag } from "../../components/ui/TierTag.js";
import type { usePickSheet } from "./use-pick-sheet.js";

/** "5 min ago", "3 h ago", "2 days ago": the last-saved label, re-rendered each minute. */
function ago(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h ago` : `${Math.floor(hours / 24)} days ago`;
}

/**
 * The member's tier, unsaved changes and the Save button: a check for 3 s once saved, a cross and
 * the server's message when the save was refused.
 */
export function SaveBar({
  tier,
  savedTier,
  viewTier,
  dateUpdated,
  historical,
  sheet,
  now,
  onViewOwnTier,
}: {
  tier: TierName;
  savedTier: TierName | null;
  viewTier: TierName;
  dateUpdated: string | null;
  historical: boolean;
  sheet: ReturnType<typeof usePickSheet>;
  now: number;
  onViewOwnTier: () => void;
}) {
  const { changes, state, saved } = sheet;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 rounded border border-line bg-surface p-3 text-sm">
      <span className="flex items-center gap-1.5">
        Your tier <TierTag tier={tier} />
        {savedTier === null && <span className="text-muted text-xs">(fixed by your first save)</span>}
      </span>
      {historical ? (
        <span className="text-muted">A past season: picks are closed.</span>
      ) : viewTier !== tier ? (
        <span className="text-muted">
          You are viewing {viewTier}: picks are only yours to make in {tier}.{" "}
          <button type="button" className="text-accent underline" onClick={onViewOwnTier}>
            Back to {tier}
          </button>
        </span>
      ) : (
        <>
          <Button
            variant="primary"
            disabled={changes === 0 || state.kind === "saving"}
            onClick={() => sheet.save(tier)}
          >
            {state.kind === "saving" ? "Saving…" : `Save picks${changes > 0 ? ` (${changes})` : ""}`}
          </Button>
          {changes > 0 && state.kind !== "saving" && (
            <Button variant="ghost" onClick={sheet.discard}>
              Discard changes
            </Button>
          )}
          {saved && (
            <span role="status" className="text-good">
              <span aria-hidden>✓ </span>Picks saved
            </span>
          )}
          {state.kind === "failed" && (
            <span role="alert" className="text-bad">
              <span aria-hidden>✗ </span>
              Not saved: {state.message}
            </span>
          )}
        </>
      )}
      <span className="ml-auto text-muted text-xs">
        {dateUpdated ? `Last saved ${ago(dateUpdated, now)}` : "No picks saved yet"}
      </span>
    </div>
  );
}
