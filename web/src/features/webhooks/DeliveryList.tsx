import { EVENT_LABELS, type OutwardEventType, type WebhookDelivery } from "@fragboard/core";
import { formatDayTime } from "../../lib/format.js";

const STATE_STYLE: Record<WebhookDelivery["state"], string> = {
  delivered: "text-good",
  pending: "text-muted",
  sending: "text-muted",
  failed: "text-bad",
  interrupted: "text-bad",
};

const label = (type: string) => EVENT_LABELS[type as OutwardEventType] ?? type;

/** A destination's latest deliveries: what, when, and how it went (the last status and error). */
export function DeliveryList({ deliveries }: { deliveries: WebhookDelivery[] }) {
  if (deliveries.length === 0) return <p className="text-muted text-sm">Nothing sent yet.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Latest deliveries</caption>
      <thead className="text-muted">
        <tr>
          <th scope="col" className="py-1 pr-2 font-normal">
            Event
          </th>
          <th scope="col" className="py-1 pr-2 font-normal">
            State
          </th>
          <th scope="col" className="py-1 pr-2 font-normal">
            When
          </th>
          <th scope="col" className="py-1 font-normal">
            Last answer
          </th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((d) => (
          <tr key={d.id} className="border-line border-t align-top">
            <td className="py-1 pr-2">
              <span className="block">{d.title || label(d.type)}</span>
              <span className="text-muted text-xs">{label(d.type)}</span>
            </td>
            <td className={`py-1 pr-2 ${STATE_STYLE[d.state]}`}>
              {d.state}
              {d.attempts > 1 && <span className="text-muted text-xs"> ({d.attempts} attempts)</span>}
            </td>
            <td className="py-1 pr-2 whitespace-nowrap">
              {formatDayTime(d.deliveredAt ?? d.createdAt)}
              {d.state === "pending" && d.attempts > 0 && (
                <span className="block text-muted text-xs">next try {formatDayTime(d.nextAttemptAt)}</span>
              )}
            </td>
            <td className="py-1 break-all">
              {d.lastStatus !== null && <span>HTTP {d.lastStatus} </span>}
              {d.lastError && <span className="text-muted text-xs">{d.lastError}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
