import { createHash } from "node:crypto";
import {
  emptyImportSummary,
  type ImportOutcome,
  type ImportRun,
  importRunSchema,
  type MapEvents,
  type MapProblem,
  mapProblem,
} from "@fragboard/core";
import type { Db } from "../../db/client.js";
import { readMeta, writeMeta } from "../../db/meta.js";
import { rebuildAggregates } from "../aggregates.js";
import { checkMap, storeCheckedMap } from "../one-map.js";
import { type ImportEntry, importEntries } from "./entries.js";
import { storedState } from "./stored.js";

/**
 * A bulk import of played maps (docs/api.md#bulk-import). Every map of the file is checked against
 * every rule (`checkMap`) and compared with what is stored: new maps are stored, identical ones
 * skipped, changed ones replaced only with `replaceChanged` (the confirmation), impossible ones
 * refused with every problem. The run's record (in the meta table, in chunks) is saved after every
 * map, in the same transaction as the map it wrote, so an interrupted run resumes exactly where it
 * stopped when the same file is imported again. Aggregates are recomputed once, at the end, for
 * the seasons the run changed; a dry run writes nothing but its record.
 */

export type ImportOptions = {
  fileName: string;
  bytes: Buffer;
  dryRun: boolean;
  replaceChanged: boolean;
  /** The league's "today": no map may be played after it. */
  now: Date;
  onProgress?: (run: ImportRun) => void;
  /** Stops the run after the current map, as an interruption would (the run stays "running"). */
  signal?: AbortSignal;
};

/** Outcomes per meta row: saving after a map rewrites its chunk, not the whole report. */
const CHUNK = 100;

const runKey = (id: string) => `import-run:${id}`;
const chunkKey = (id: string, chunk: number) => `import-run:${id}:${chunk}`;

/** One run per file content and options: importing the same file again resumes or repeats it. */
export function importRunId(bytes: Buffer, dryRun: boolean, replaceChanged: boolean): string {
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 24);
  return `${hash}-${dryRun ? "dry" : "import"}${replaceChanged ? "-replace" : ""}`;
}

export async function readImportRun(db: Db, id: string): Promise<ImportRun | null> {
  const header = importRunSchema.safeParse({ outcomes: [], ...(await asObject(readMeta(db, runKey(id)))) });
  if (!header.success) return null;
  const run = header.data;
  for (let chunk = 0; chunk * CHUNK < run.done; chunk++) {
    const outcomes = importRunSchema.shape.outcomes.safeParse(await readMeta(db, chunkKey(id, chunk)));
    if (!outcomes.success) return null;
    run.outcomes.push(...outcomes.data);
  }
  return run;
}

const asObject = async (value: Promise<unknown>) => {
  const v = await value;
  return typeof v === "object" && v !== null ? v : {};
};

/** The header and the chunk holding the latest outcome (a new run writes its empty header). */
async function saveRun(db: Db, run: ImportRun) {
  const { outcomes, ...header } = run;
  await writeMeta(db, runKey(run.id), header);
  if (run.done === 0) return;
  const chunk = Math.floor((run.done - 1) / CHUNK);
  await writeMeta(db, chunkKey(run.id, chunk), outcomes.slice(chunk * CHUNK, (chunk + 1) * CHUNK));
}

/** A new record, or the unfinished one of the same file (resumed from its last saved map). */
async function startRun(db: Db, options: ImportOptions, total: number): Promise<ImportRun> {
  const id = importRunId(options.bytes, options.dryRun, options.replaceChanged);
  const previous = await readImportRun(db, id);
  if (previous && previous.state === "running") return previous;
  return {
    id,
    fileName: options.fileName,
    dryRun: options.dryRun,
    replaceChanged: options.replaceChanged,
    state: "running",
    total,
    done: 0,
    summary: emptyImportSummary(),
    outcomes: [],
    startedAt: options.now.toISOString(),
    finishedAt: null,
  };
}

export async function runImport(db: Db, options: ImportOptions): Promise<ImportRun> {
  const entries = importEntries(options.fileName, options.bytes);
  const run = await startRun(db, options, entries.length);
  const seen = new Set(run.outcomes.flatMap((o) => (o.matchId === null ? [] : [o.matchId])));
  await saveRun(db, run);
  for (const entry of entries.slice(run.done)) {
    if (options.signal?.aborted) return run;
    const { outcome, map } = await importOne(db, entry, seen, options);
    run.outcomes.push(outcome);
    run.summary[outcome.status]++;
    run.done++;
    // A written map and its outcome are saved together: a resumed run never counts it twice.
    if (map) {
      await db.transaction(async (tx) => {
        await storeCheckedMap(tx, map, { refresh: false });
        await saveRun(tx, run);
      });
    } else await saveRun(db, run);
    options.onProgress?.(run);
  }
  if (!options.dryRun) {
    const seasons = new Set(
      run.outcomes.flatMap((o) =>
        (o.status === "stored" || o.status === "replaced") && o.season !== null ? [o.season] : [],
      ),
    );
    for (const season of [...seasons].sort((a, b) => a - b)) await rebuildAggregates(db, { season });
  }
  run.state = "done";
  run.finishedAt = new Date().toISOString();
  await saveRun(db, run);
  options.onProgress?.(run);
  return run;
}

/** Checks one map of the file; `map` is what to write (none in a dry run). */
async function importOne(
  db: Db,
  entry: ImportEntry,
  seen: Set<string>,
  { dryRun, replaceChanged, now }: ImportOptions,
): Promise<{ outcome: ImportOutcome; map?: MapEvents }> {
  const { source } = entry;
  const refused = (problems: MapProblem[], matchId: string | null = null, season: number | null = null) => ({
    outcome: { source, matchId, season, status: "refused", problems } as const,
  });
  if ("error" in entry) return refused([mapProblem("file", [], entry.error)]);
  const checked = await checkMap(db, entry.value, now);
  const { map } = checked;
  if (map === null) return refused(checked.problems);
  if (seen.has(map.matchId))
    return refused(
      [mapProblem("file", ["matchId"], `${map.matchId} is already in this file: a map is imported once`)],
      map.matchId,
      map.season,
    );
  seen.add(map.matchId);
  if (checked.problems.length > 0) return refused(checked.problems, map.matchId, map.season);
  const state = await storedState(db, map);
  const status =
    state === "new" ? "stored" : state === "same" ? "skipped" : replaceChanged ? "replaced" : "changed";
  const outcome: ImportOutcome = { source, matchId: map.matchId, season: map.season, status, problems: [] };
  const writes = !dryRun && (status === "stored" || status === "replaced");
  return writes ? { outcome, map } : { outcome };
}
