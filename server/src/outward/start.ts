import type { FastifyInstance } from "fastify";
import type { Jobs } from "../cluster/jobs.js";
import type { Config } from "../config.js";
import type { Database } from "../db/client.js";
import type { Startup } from "../http/starting.js";
import { Deliverer } from "./deliverer.js";
import { recordPickemsReminders } from "./events.js";

const PICKEMS_JOB = "pickems-reminders";
const PICKEMS_EVERY_MS = 60_000;

/**
 * The outgoing webhooks' background work (docs/operations.md#outgoing-webhooks): this instance's
 * deliverer (polling the outbox from when the app is ready to when it closes) and the pickems
 * reminder job (once a minute across all instances).
 */
export function startOutward(
  app: FastifyInstance,
  { database, config, jobs, startup }: { database: Database; config: Config; jobs: Jobs; startup?: Startup },
): Deliverer {
  const origin = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, "");
  const deliverer = new Deliverer(database.db, app.log, { origin, ready: () => !startup || startup.isReady });
  const leagueNow = () => (config.sim.now ? new Date(config.sim.now) : new Date());
  jobs.every(PICKEMS_JOB, PICKEMS_EVERY_MS, async () => {
    if (startup && !startup.isReady) return;
    await recordPickemsReminders(database.db, leagueNow());
  });
  app.addHook("onReady", async () => deliverer.start());
  app.addHook("onClose", async () => deliverer.stop());
  return deliverer;
}
