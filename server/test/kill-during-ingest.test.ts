import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { REPO_ROOT } from "../src/config.js";
import { openDatabase } from "../src/db/client.js";
import { bundled } from "./helpers/bundled.js";
import { newDataDir } from "./helpers/data-dir.js";

/**
 * Issue #12 item 12, "kill -9 during ingest: nothing half stored", made deterministic: the child
 * (helpers/ingest-until-killed.ts) halts inside the transaction of a map, between two of its
 * statements, and is killed there; after a restart on the same data directory the map stored
 * before is whole and the one cut short has no row in any table. (bench/src/soak.ts does the same
 * to the real server, with the kill timed rather than placed.)
 */

const dir = mkdtempSync(join(tmpdir(), "fragboard-kill-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Line = { stored?: string; rounds?: number; halted?: string; notHalted?: string; statements?: number };

it("a map cut short by kill -9 is absent after a restart; the one acknowledged before is whole", async () => {
  const dataDir = await newDataDir(join(dir, "pglite"));
  const child = spawn(
    process.execPath,
    [await bundled("ingest-until-killed"), dataDir, "kill-during-ingest"],
    { cwd: REPO_ROOT, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stderr.on("data", (chunk) => (output += chunk));
  const lines: Line[] = [];
  const halted = new Promise<void>((resolve) => {
    let buffer = "";
    child.stdout.on("data", (chunk) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\n"); end >= 0; end = buffer.indexOf("\n")) {
        const line = JSON.parse(buffer.slice(0, end)) as Line;
        buffer = buffer.slice(end + 1);
        lines.push(line);
        if (line.halted) resolve();
      }
    });
  });
  const exited = once(child, "exit");
  await Promise.race([halted, exited]);
  expect(
    lines.at(-1)?.halted,
    `the child should halt mid-transaction: ${JSON.stringify(lines)} ${output}`,
  ).toBeTruthy();
  child.kill("SIGKILL");
  await exited;

  const stored = lines.find((l) => l.stored) as Required<Pick<Line, "stored" | "rounds">>;
  const cut = lines.find((l) => l.halted)?.halted as string;
  // The lock file of the killed process is stale: a restart takes the directory over.
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    const count = async (table: string, matchId: string) => {
      const result = await database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where match_id = ${matchId}`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
    };
    expect(await count("maps", stored.stored)).toBe(1);
    expect(await count("rounds", stored.stored)).toBe(stored.rounds);
    for (const table of ["maps", "rounds", "player_map_lines"]) expect(await count(table, cut)).toBe(0);
  } finally {
    await database.close();
  }
}, 240_000);
