import type { FastifyInstance } from "fastify";
import type { Progress } from "../seed/progress.js";
import { errorBody } from "./errors.js";

/**
 * The server binds its port before any long work (ARCHITECTURE.md "Configuration"), so a port in
 * use is found at once, not after a first-start seed. Until the database is migrated and seeded, every request is
 * answered here: `/api/health` with a 503 and the progress, other API calls with a 503 in the
 * error shape, and pages with a small self-refreshing progress page.
 */
export class Startup {
  private ready = false;
  private phase = "Preparing the database";
  private done = 0;
  private total = 0;
  private unit = "";

  get isReady() {
    return this.ready;
  }

  /** Reports the seed's progress here as well as to `inner` (the console). */
  seeding(inner: Progress): Progress {
    return {
      log: (message) => {
        this.phase = message.trim();
        inner.log(message);
      },
      start: (total, unit) => {
        this.total = total;
        this.unit = unit;
        this.done = 0;
        inner.start(total, unit);
      },
      update: (done) => {
        this.done = done;
        inner.update(done);
      },
      stop: () => inner.stop(),
    };
  }

  finished() {
    this.ready = true;
  }

  get status() {
    const percent = this.total > 0 ? Math.floor((this.done / this.total) * 100) : 0;
    return { phase: this.phase, done: this.done, total: this.total, unit: this.unit, percent };
  }
}

const RETRY_AFTER_S = 5;

export function registerStartupGate(app: FastifyInstance, startup: Startup) {
  app.addHook("onRequest", async (request, reply) => {
    if (startup.isReady) return;
    const status = startup.status;
    reply.code(503).header("retry-after", RETRY_AFTER_S).header("cache-control", "no-store");
    const url = request.url.split("?")[0] ?? "";
    if (url === "/api/health") return reply.send({ status: "seeding", seeding: status });
    if (url.startsWith("/api/") || request.method !== "GET") {
      const message = `Fragboard is starting (${status.phase}, ${status.percent}%): try again in a few seconds.`;
      return reply.send(errorBody(503, message));
    }
    return reply.type("text/html; charset=utf-8").send(progressPage(status));
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain HTML and inline styles (the CSP allows no inline script); it reloads itself every 2 s. */
function progressPage({ phase, done, total, unit, percent }: Startup["status"]): string {
  const detail = total > 0 ? `${done} / ${total} ${unit}` : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Fragboard is starting</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0d12;color:#e5e7eb;font:16px system-ui,sans-serif}
main{width:min(28rem,90vw)}h1{font-size:1.25rem}.bar{height:.75rem;border-radius:.375rem;background:#1f2937;overflow:hidden}
.bar div{height:100%;background:#3b82f6}p{color:#9ca3af;font-size:.875rem}</style></head>
<body><main><h1>Fragboard is loading the simulated league</h1>
<div class="bar" role="progressbar" aria-label="Loading the league" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${percent}"><div style="width:${percent}%"></div></div>
<p>${escapeHtml(phase)}${detail ? ` — ${escapeHtml(detail)} (${percent}%)` : ""}</p>
<p>This happens once, on the first start. The page reloads by itself.</p></main></body></html>`;
}
