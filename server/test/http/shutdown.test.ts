import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import type { Database } from "../../src/db/client.js";
import { shutDown } from "../../src/http/shutdown.js";
import { openTestDatabase } from "../helpers/databases.js";

/** A listening app with a route that answers only when the test lets it. */
async function appWithSlowRoute() {
  const database: Database = await openTestDatabase("pglite");
  const app: FastifyInstance = await buildApp({ database, config: loadConfig({}) });
  let entered!: () => void;
  const inFlight = new Promise<void>((resolve) => {
    entered = resolve;
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get("/slow", async () => {
    entered();
    await released;
    return { done: true };
  });
  const closes: string[] = [];
  app.addHook("onClose", async () => {
    closes.push("app");
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  const trackedDatabase = {
    close: async () => {
      closes.push("database");
      await database.close();
    },
  };
  return { app, url: `http://127.0.0.1:${port}`, inFlight, release, trackedDatabase, closes };
}

describe("graceful shutdown", () => {
  let cleanup: (() => void) | undefined;
  afterEach(() => cleanup?.());

  it("finishes the request in flight, refuses new ones, then closes the database", async () => {
    const { app, url, inFlight, release, trackedDatabase, closes } = await appWithSlowRoute();
    cleanup = release;
    const slow = fetch(`${url}/slow`);
    await inFlight;

    const stopping = shutDown(app, trackedDatabase, 30_000);
    // The listener closes: a new connection is refused while the old request still runs.
    await vi.waitFor(() => expect(app.server.listening).toBe(false));
    await expect(fetch(`${url}/api/health`, { headers: { connection: "close" } })).rejects.toThrow();
    expect(closes).toEqual([]);

    release();
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    expect(await stopping).toBe("closed");
    expect(closes).toEqual(["app", "database"]);
  });

  it("gives up on a request that never ends", async () => {
    const { app, url, inFlight, release, trackedDatabase, closes } = await appWithSlowRoute();
    cleanup = release;
    const slow = fetch(`${url}/slow`).catch(() => null);
    await inFlight;
    expect(await shutDown(app, trackedDatabase, 50)).toBe("timed out");
    expect(closes).not.toContain("database");
    // The close goes on in the background (main exits at this point anyway).
    release();
    await slow;
    await vi.waitFor(() => expect(closes).toEqual(["app", "database"]));
  });
});
