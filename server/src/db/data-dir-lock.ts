import { constants, readFileSync, unlinkSync } from "node:fs";
import { access, mkdir, open, readFile, rename, unlink } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { StartupError } from "../util/startup-error.js";

/**
 * One writer per embedded database (ARCHITECTURE.md "Scaling past one machine"): PGlite has no
 * locking of its own, and two processes on one DATA_DIR silently lost acknowledged writes
 * (issue #12 item 3). The lock is a file created with O_EXCL (atomic) holding the owner's pid; it
 * is removed on close and on exit, and a lock whose process is gone (kill -9, a crash) is stale
 * and taken over.
 */

type Owner = { pid: number; host: string; startedAt: string };

export type DataDirLock = { file: string; release(): void };

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

async function readOwner(file: string): Promise<Owner | null> {
  try {
    const owner = JSON.parse(await readFile(file, "utf8")) as Partial<Owner>;
    return typeof owner.pid === "number" ? (owner as Owner) : null;
  } catch {
    // Half-written by a process killed between create and write: nobody holds it.
    return null;
  }
}

/** `dataDir` is where the engine keeps its files; the lock sits beside it and names DATA_DIR. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const shown = path.dirname(dataDir);
  try {
    await mkdir(dataDir, { recursive: true });
    await access(dataDir, constants.R_OK | constants.W_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new StartupError(
      `DATA_DIR ${shown} cannot be used (${reason}): the embedded database needs a directory it can read and write.`,
    );
  }
  const file = `${dataDir}.lock`;
  const owner: Owner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, "wx");
      await handle.writeFile(JSON.stringify(owner));
      await handle.close();
      return held(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") {
        throw new StartupError(
          `DATA_DIR ${shown}: cannot create the lock file ${file} (${(error as Error).message}).`,
        );
      }
    }
    const holder = await readOwner(file);
    // Another machine sharing the directory (a network mount) cannot be checked: never take it over.
    if (holder && (holder.host !== owner.host || isAlive(holder.pid))) {
      throw new StartupError(
        `DATA_DIR ${shown} is in use by process ${holder.pid} on ${holder.host} (since ${holder.startedAt}). ` +
          "The embedded database takes one server at a time: stop that process, or give this one another DATA_DIR " +
          "(or DATABASE_URL for several instances).",
      );
    }
    // Stale: moved aside first, so two processes taking it over at once cannot both win the retry.
    const aside = `${file}.stale-${process.pid}`;
    await rename(file, aside).catch(() => {});
    await unlink(aside).catch(() => {});
  }
  throw new StartupError(
    `DATA_DIR ${shown}: another process took the lock ${file} while this one was starting.`,
  );
}

function held(file: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    try {
      // Only our own: a lock taken over after ours went stale is someone else's.
      const owner = JSON.parse(readFileSync(file, "utf8")) as Owner;
      if (owner.pid === process.pid) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  // Synchronous, so it also runs on process.exit() after a fatal error.
  process.on("exit", release);
  return { file, release };
}
