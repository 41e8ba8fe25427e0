import { request } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { workScope } from "../../src/db/work-scope.js";
import { registerDeadlines } from "../../src/http/deadline.js";

/** The request's abort signal (db/work-scope.ts) fires for a client gone, never after an answer. */
describe("a request's abort signal", () => {
  async function appWithSignals() {
    const signals: AbortSignal[] = [];
    let arrived: () => void = () => {};
    const slowArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const app = Fastify();
    registerDeadlines(app, 60_000);
    app.get("/quick", async () => {
      const scope = workScope.getStore();
      if (scope) signals.push(scope.signal);
      return { ok: true };
    });
    app.get("/slow", async (_request, reply) => {
      const scope = workScope.getStore();
      if (scope) signals.push(scope.signal);
      arrived();
      await new Promise((resolve) => reply.raw.once("close", resolve));
      return { ok: true };
    });
    return { app, signals, slowArrived };
  }

  it("stays unaborted once an injected request is answered", async () => {
    const { app, signals } = await appWithSignals();
    const res = await app.inject({ url: "/quick" });
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
    await app.close();
  });

  it("stays unaborted once a request over a socket is answered, and aborts for a client gone", async () => {
    const { app, signals, slowArrived } = await appWithSignals();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    expect((await fetch(`http://127.0.0.1:${port}/quick`)).status).toBe(200);

    const hangUp = request({ port, host: "127.0.0.1", path: "/slow" });
    hangUp.on("error", () => {});
    hangUp.end();
    await slowArrived;
    hangUp.destroy();
    await expect.poll(() => signals[1]?.aborted).toBe(true);
    expect(signals[1]?.reason).toBe("the client went away");
    expect(signals[0]?.aborted).toBe(false);
    await app.close();
  });
});
