import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.js";
import { detachedFromRequest } from "../db/work-scope.js";
import {
  claimDue,
  claimedDeliveries,
  holdDestination,
  markInterrupted,
  settleDelivery,
} from "../repositories/outward/outbox.js";
import { discordRequest, genericRequest } from "./formats.js";
import type { OutboxPayload } from "./message.js";

/**
 * Sends the outbox (docs/operations.md#delivery-guarantees). Every instance runs one and polls;
 * a claim takes due rows with SKIP LOCKED and marks them `sending` in one statement, so each row is
 * sent by one instance. The outcome of each request settles its row: delivered, retried later
 * (network errors, 5xx, 429 after Discord's `retry_after`), or failed (another 4xx, or too many
 * attempts). A row found `sending` long after its claim belonged to an instance that died
 * mid-request: it is marked `interrupted` and never sent again, so a receiver gets an event at
 * most once.
 */

export type DelivererOptions = {
  /** Links in messages are made absolute under it. */
  origin: string;
  /** False while a first start migrates (main.ts): nothing to deliver from yet. */
  ready?: () => boolean;
  pollMs?: number;
  /** First retry after this; doubled per attempt, capped at maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  maxAttempts?: number;
  timeoutMs?: number;
  batch?: number;
};

const DEFAULTS = {
  ready: () => true,
  pollMs: 2_000,
  backoffMs: 10_000,
  maxBackoffMs: 60 * 60_000,
  maxAttempts: 8,
  timeoutMs: 10_000,
  batch: 20,
};

/** Longer than any request may take (timeoutMs) with room to settle it: past it, the sender is gone. */
const STALE_CLAIM_MS = 5 * 60_000;

export class Deliverer {
  private readonly options: Required<DelivererOptions>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: DelivererOptions,
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  start() {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
  }

  /** Runs a pass now (after an event of this instance), unless one is running. */
  kick(): void {
    if (this.stopped || this.running || !this.options.ready()) return;
    // Often kicked by the request that wrote the event; the pass is not that request's work.
    this.running = detachedFromRequest(() => this.pass())
      .catch((error: unknown) => {
        this.log.error({ err: error }, "webhook delivery pass failed");
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
  }

  /** One pass: claims due deliveries and sends them; answers how many it sent. */
  async pass(now = () => new Date()): Promise<number> {
    await markInterrupted(this.db, new Date(now().getTime() - STALE_CLAIM_MS));
    let sent = 0;
    for (;;) {
      if (this.stopped) return sent;
      const ids = await claimDue(this.db, now(), this.options.batch);
      if (ids.length === 0) return sent;
      const rows = await claimedDeliveries(this.db, ids);
      const held = new Set<number>();
      for (const row of rows) {
        // A 429 on this destination earlier in the batch: the rest wait for its retry_after.
        if (held.has(row.destinationId)) {
          await settleDelivery(this.db, row.id, {
            state: "pending",
            status: 429,
            error: "held: the destination asked us to wait",
            retryAt: now(),
          });
          continue;
        }
        const hold = await this.send(row, now);
        if (hold) held.add(row.destinationId);
        sent++;
      }
    }
  }

  /** One attempt of one delivery; true when the destination asked us to wait. */
  private async send(row: Awaited<ReturnType<typeof claimedDeliveries>>[number], now: () => Date) {
    const payload = row.payload as OutboxPayload;
    const request =
      row.kind === "discord"
        ? discordRequest(payload, this.options.origin)
        : genericRequest(
            { id: row.id, eventId: row.eventId, type: row.type, secret: row.signingSecret ?? "" },
            payload,
            this.options.origin,
            now(),
          );
    let status: number | null = null;
    let error: string;
    let retryAfterMs: number | null = null;
    try {
      const response = await fetch(row.url, {
        method: "POST",
        headers: request.headers,
        body: request.body,
        redirect: "error",
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      status = response.status;
      const text = await response.text().catch(() => "");
      if (response.ok) {
        await settleDelivery(this.db, row.id, { state: "delivered", status, at: now() });
        return false;
      }
      error = `HTTP ${status}${text ? `: ${text.slice(0, 200)}` : ""}`;
      if (status === 429) retryAfterMs = retryAfter(response.headers, text);
    } catch (failure) {
      error =
        (failure as Error).name === "TimeoutError"
          ? `no answer within ${this.options.timeoutMs} ms`
          : String((failure as Error).message ?? failure);
    }
    const retriable = status === null || status === 429 || status === 408 || status >= 500;
    if (!retriable || row.attempts >= this.options.maxAttempts) {
      await settleDelivery(this.db, row.id, { state: "failed", status, error });
      this.log.warn({ delivery: row.id, status, error }, "webhook delivery failed");
      return false;
    }
    const backoff = Math.min(this.options.backoffMs * 2 ** (row.attempts - 1), this.options.maxBackoffMs);
    const retryAt = new Date(now().getTime() + (retryAfterMs ?? backoff));
    if (retryAfterMs !== null) await holdDestination(this.db, row.destinationId, retryAt);
    await settleDelivery(this.db, row.id, { state: "pending", status, error, retryAt });
    return retryAfterMs !== null;
  }

  /** Waits for a running pass, and runs no more. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}

/** Discord says how long to wait in the JSON body (`retry_after`, seconds) and in Retry-After. */
function retryAfter(headers: Headers, body: string): number {
  let seconds = Number(headers.get("retry-after"));
  try {
    const parsed = JSON.parse(body) as { retry_after?: unknown };
    if (typeof parsed.retry_after === "number") seconds = parsed.retry_after;
  } catch {
    // not JSON: the header, if any
  }
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, 60 * 60_000) : 1_000;
}
