import { writeSync } from "node:fs";
import { openDatabase } from "../../src/db/client.js";
import { insertDestination, recordEvent } from "../../src/repositories/outward/outbox.js";

/**
 * The child process of the outbox's kill -9 test (outward/delivery.test.ts): adds a destination,
 * commits an event for it, says so, and waits for the test's SIGKILL before any delivery ran.
 */
const [target, receiverUrl] = process.argv.slice(2) as [string, string];
const database = await openDatabase(
  target.startsWith("postgres") ? { kind: "postgres", url: target } : { kind: "pglite", dataDir: target },
);
const destination = await insertDestination(database.db, {
  name: "killed",
  kind: "discord",
  url: receiverUrl,
  events: ["server.notice"],
  tiers: [],
});
await database.db.transaction((tx) =>
  recordEvent(tx, {
    key: "killed-before-delivery",
    type: "server.notice",
    tier: null,
    recipientDiscordId: null,
    payload: {
      occurredAt: new Date().toISOString(),
      message: { title: "x", description: "y", link: null, fields: [], color: null, image: null },
      data: {},
    },
  }),
);
writeSync(1, `${JSON.stringify({ committed: destination.id })}\n`);
setInterval(() => {}, 60_000);
