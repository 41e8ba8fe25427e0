import { LogController } from "fastify";

/**
 * One log line per request, written once it is answered (docs/operations.md#logs), in place of
 * Fastify's two (request in, request completed). At the default level (info) a fast answer costs
 * no line at all: on a cached hit those two JSON lines were the largest share of its CPU. Client
 * errors log at info, slow answers at warn and server errors at error (the error handler logs the
 * error itself under the same reqId); LOG_LEVEL=debug logs every request.
 */

/** An answer slower than this is worth a line whatever its status. */
export const SLOW_REQUEST_MS = 1000;

export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController["requestCompleted"]>): void {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const level =
      error || status >= 500 ? "error" : ms >= SLOW_REQUEST_MS ? "warn" : status >= 400 ? "info" : "debug";
    request.log[level]({ method: request.method, url: request.url, status, ms: Math.round(ms) }, "request");
  }
}
