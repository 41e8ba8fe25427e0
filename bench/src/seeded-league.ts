import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, seedDatabase } from "@fragboard/server";

/** The simulated "today" of the read benches' league (http, memory): the same league for both. */
export const LEAGUE_NOW = "2026-11-22T18:00:00Z";

/**
 * The default league on the embedded database, seeded once into `$TMPDIR/fragboard-memory-seed`
 * and kept: a bench copies it (`copySeededLeague`) rather than spend a minute or more seeding.
 */
const SEEDED = join(tmpdir(), "fragboard-memory-seed");

async function seededLeague(): Promise<string> {
  const done = join(SEEDED, "seeded");
  if (existsSync(done)) return SEEDED;
  rmSync(SEEDED, { recursive: true, force: true });
  const database = await openDatabase({ kind: "pglite", dataDir: join(SEEDED, "pglite") });
  await seedDatabase(database, { seed: "fragboard", now: LEAGUE_NOW, simulatedSeasons: null });
  await database.close();
  writeFileSync(done, LEAGUE_NOW);
  return SEEDED;
}

/** A fresh DATA_DIR holding a copy of the seeded league (its `pglite` folder); the caller removes it. */
export async function copySeededLeague(prefix: string): Promise<string> {
  const seeded = await seededLeague();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(seeded, dir, { recursive: true });
  return dir;
}
