import type { DraftTarget } from "@fragboard/core";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/Button.js";
import { useConfirm } from "../../components/ui/ConfirmDialog.js";
import { cx } from "../../components/ui/cx.js";
import { Stat } from "../../components/ui/Stat.js";
import { Tooltip } from "../../components/ui/Tooltip.js";
import { formatDecimal, formatInteger, formatMmr } from "../../lib/format.js";
import { type ListedPlayer, shownStats } from "../../lib/league/player-list.js";
import { STAT_DESCRIPTIONS } from "../../lib/stat-descriptions.js";

export type BoardRow = DraftTarget & { player: ListedPlayer | undefined };

type Props = {
  rows: readonly BoardRow[];
  /** Past seasons' boards are shown as they were left. */
  readOnly: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (playerId: string) => void;
};

/**
 * The ordered target board (docs/rules.md#draft-targets). Reordered by dragging a row, by its
 * up/down buttons or with Alt+↑/Alt+↓ anywhere in the row; each move is announced to screen readers
 * and focus follows the moved target. A target that is no longer draft-eligible is red, and says why.
 */
export function TargetBoard({ rows, readOnly, onMove, onRemove }: Props) {
  const [announcement, setAnnouncement] = useState("");
  const [confirm, confirmDialog] = useConfirm();
  const [dragged, setDragged] = useState<number | null>(null);
  // After a keyboard move the row re-renders elsewhere: focus goes back to the control used.
  const [refocus, setRefocus] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!refocus) return;
    list.current?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(refocus)}"]`)?.focus();
    setRefocus(null);
  }, [refocus]);

  const nameOf = (row: BoardRow) => row.player?.name ?? row.playerId;
  const move = (from: number, to: number, control?: string) => {
    const row = rows[from];
    if (!row || to < 0 || to >= rows.length || to === from) return;
    onMove(from, to);
    setAnnouncement(`${nameOf(row)} moved to position ${to + 1} of ${rows.length}`);
    if (control) setRefocus(`${control}:${row.playerId}`);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (readOnly || !event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    const to = event.key === "ArrowUp" ? index - 1 : index + 1;
    const control = (event.target as HTMLElement).dataset.focusKey?.split(":")[0] ?? "row";
    move(index, to, control);
  };

  return (
    <>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {confirmDialog}
      {rows.length === 0 ? (
        <p className="rounded border border-line border-dashed py-6 text-center text-muted text-sm">
          No targets yet: add draft-eligible players from the list.
        </p>
      ) : (
        <ol ref={list} aria-label="Draft targets" className="grid gap-1">
          {rows.map((row, index) => {
            const name = nameOf(row);
            const stats = row.player ? shownStats(row.player)?.stats : undefined;
            return (
              <li
                key={row.playerId}
                draggable={!readOnly}
                onDragStart={() => setDragged(index)}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged !== null) move(dragged, index);
                  setDragged(null);
                }}
                onKeyDown={onKeyDown(index)}
                aria-label={`${index + 1}. ${name}${row.eligible ? "" : ", not draft-eligible"}`}
                className={cx(
                  "flex flex-wrap items-center gap-x-3 gap-y-1 rounded border px-2 py-1.5 text-sm",
                  row.eligible ? "border-line bg-surface" : "border-bad/60 bg-bad/10 text-bad",
                  dragged === index && "opacity-50",
                  !readOnly && "cursor-grab",
                )}
              >
                <span className="num w-6 text-right text-muted" title="Position on the board">
                  {index + 1}
                </span>
                <span className="min-w-32 flex-1 font-medium">
                  {name}
                  {row.player && <span className="ml-2 text-muted text-xs">{row.player.tier.name}</span>}
                </span>
                {!row.eligible && row.reason && (
                  <Tooltip content={row.reason}>
                    <button
                      type="button"
                      className="rounded border border-bad/60 px-1.5 text-xs"
                      aria-label={`Not eligible: ${row.reason}`}
                    >
                      Not eligible
                    </button>
                  </Tooltip>
                )}
                <span className="flex gap-3 text-xs">
                  <Stat value={formatMmr(row.player?.mmr)} tooltip={STAT_DESCRIPTIONS.mmr} />
                  <Stat value={formatDecimal(stats?.rating)} tooltip={STAT_DESCRIPTIONS.rating} />
                  <Stat value={formatInteger(stats?.gameCount)} tooltip={STAT_DESCRIPTIONS.gameCount} />
                </span>
                {!readOnly && (
                  <span className="ml-auto flex gap-1">
                    <Button
                      variant="ghost"
                      className="h-7 px-2"
                      data-focus-key={`up:${row.playerId}`}
                      aria-label={`Move ${name} up`}
                      title="Move up (Alt+↑)"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1, "up")}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="ghost"
                      className="h-7 px-2"
                      data-focus-key={`down:${row.playerId}`}
                      aria-label={`Move ${name} down`}
                      title="Move down (Alt+↓)"
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, index + 1, "down")}
                    >
                      ↓
                    </Button>
                    <Button
                      variant="ghost"
                      className="h-7 px-2"
                      aria-label={`Remove ${name}`}
                      onClick={async () => {
                        // The board is the GM's draft plan: a misclick must not cost a target.
                        const sure = await confirm({
                          title: `Remove ${name}?`,
                          description: "He leaves your draft board; you can add him again from the list.",
                          confirmLabel: "Remove",
                          destructive: true,
                        });
                        if (!sure) return;
                        onRemove(row.playerId);
                        setAnnouncement(`${name} removed from the board`);
                      }}
                    >
                      ✕
                    </Button>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
