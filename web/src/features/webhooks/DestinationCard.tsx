import { EVENT_LABELS, type OutwardEventType, type WebhookDestination } from "@fragboard/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/Button.js";
import { useConfirm } from "../../components/ui/ConfirmDialog.js";
import { type Result, ResultMessage } from "../../components/ui/ResultMessage.js";
import { apiRequest } from "../../lib/api-client.js";
import { formatDayTime } from "../../lib/format.js";
import { DeliveryList } from "./DeliveryList.js";

/**
 * One destination: where (a hint of the address), what it gets, how its deliveries went, and its
 * actions: send a test, pause or resume, remove. `path` is its API address; `listKey` the query to
 * refresh after an action.
 */
export function DestinationCard({
  destination: d,
  path,
  listKey,
  open,
  onToggle,
}: {
  destination: WebhookDestination;
  path: string;
  listKey: readonly unknown[];
  open: boolean;
  onToggle?: () => void;
}) {
  const queryClient = useQueryClient();
  const [confirm, dialog] = useConfirm();
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      setResult({ ok: true, text: done });
      await queryClient.invalidateQueries({ queryKey: listKey });
    } catch (e) {
      setResult({ ok: false, text: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    const yes = await confirm({
      title: `Remove ${d.name}?`,
      description: "It gets no more events; its delivery history goes with it.",
      confirmLabel: "Remove",
      destructive: true,
    });
    if (yes) await act(() => apiRequest(path, { method: "DELETE" }), "Removed.");
  };

  return (
    <article aria-label={d.name} className="rounded border border-line bg-surface p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">
            {d.name}{" "}
            <span className="font-normal text-muted text-sm">
              {d.kind === "discord" ? "Discord" : "generic JSON"}
              {!d.active && " · paused"}
            </span>
          </h3>
          <p className="break-all text-muted text-xs">{d.urlHint}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={busy || !d.active}
            onClick={() =>
              act(() => apiRequest(`${path}/test`, { method: "POST" }), "Test event sent: see below.")
            }
          >
            Send test
          </Button>
          {onToggle !== undefined && (
            <Button
              disabled={busy}
              onClick={() =>
                act(
                  () => apiRequest(path, { method: "PATCH", body: { active: !d.active } }),
                  d.active ? "Paused." : "Resumed.",
                )
              }
            >
              {d.active ? "Pause" : "Resume"}
            </Button>
          )}
          <Button disabled={busy} onClick={remove}>
            Remove
          </Button>
        </div>
      </header>
      <p className="mt-2 text-sm">
        {d.events.map((e) => EVENT_LABELS[e as OutwardEventType] ?? e).join(" · ")}
        {d.tiers.length > 0 && <span className="text-muted"> — {d.tiers.join(", ")} only</span>}
      </p>
      <p className="mt-1 text-sm">
        <span className="text-good">{d.counts.delivered} delivered</span> ·{" "}
        <span className={d.counts.failed > 0 ? "text-bad" : "text-muted"}>{d.counts.failed} failed</span> ·{" "}
        <span className="text-muted">{d.counts.pending} waiting</span>
        {d.holdUntil && new Date(d.holdUntil) > new Date() && (
          <span className="text-muted"> · Discord asked us to wait until {formatDayTime(d.holdUntil)}</span>
        )}
      </p>
      <ResultMessage result={result} />
      {onToggle ? (
        <div className="mt-2">
          <Button variant="ghost" aria-expanded={open} onClick={onToggle}>
            {open ? "Hide deliveries" : `Latest deliveries (${d.deliveries.length})`}
          </Button>
          {open && <DeliveryList deliveries={d.deliveries} />}
        </div>
      ) : (
        <div className="mt-2">
          <DeliveryList deliveries={d.deliveries} />
        </div>
      )}
      {dialog}
    </article>
  );
}
