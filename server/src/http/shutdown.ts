import type { FastifyInstance } from "fastify";

export type ShutdownOutcome = "closed" | "timed out";

/**
 * Graceful stop: Fastify's close stops accepting connections, drops idle keep-alive ones and
 * waits for the requests in flight; only then does the database close under them. A request
 * that never ends must not keep the process alive forever, hence the timeout.
 */
export async function shutDown(
  app: FastifyInstance,
  database: { close(): Promise<void> },
  timeoutMs: number,
): Promise<ShutdownOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<ShutdownOutcome>((resolve) => {
    timer = setTimeout(() => resolve("timed out"), timeoutMs);
  });
  const closed = (async (): Promise<ShutdownOutcome> => {
    await app.close();
    await database.close();
    return "closed";
  })();
  try {
    return await Promise.race([closed, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Fastify's close drops the keep-alive connections idle at that moment, but one busy with a
 * request would then stay open until keepAliveTimeout (72 s) and hold the close up: answers sent
 * while closing ask the client to close the connection instead.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });
}

/** Once per signal: a second Ctrl-C falls through to Node's default and ends the process at once. */
export function onTerminationSignal(handler: (signal: NodeJS.Signals) => void) {
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, handler);
}
