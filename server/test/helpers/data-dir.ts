import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectDatabase } from "../../src/db/client.js";

/**
 * An embedded database's first open creates its cluster (initdb): 3.6 s of CPU, against 0.2 s to
 * open one that exists. Tests that need a new data directory on disk (a child server's first
 * start, a child killed mid-write, a backup's source) get a copy of a cluster created once per
 * worker, unmigrated: the migrations and everything after still run on the copy.
 */
let created: Promise<string> | undefined;

export async function newDataDir(dataDir: string): Promise<string> {
  created ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), "fragboard-cluster-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    const cluster = join(dir, "pglite");
    const { database } = await connectDatabase({ kind: "pglite", dataDir: cluster });
    await database.close();
    return cluster;
  })();
  cpSync(await created, dataDir, { recursive: true });
  return dataDir;
}
