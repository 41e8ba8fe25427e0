import { readFile, writeFile } from "node:fs/promises";
import { basename } from "node:path";
import { parseArgs } from "node:util";
import { describeProblem, IMPORT_STATUS_LABELS, IMPORT_STATUSES, type ImportRun } from "@fragboard/core";
import { loadConfig } from "../../config.js";
import { dbTarget, openDatabase } from "../../db/client.js";
import { sampleHistory } from "../../seed/import-sample.js";
import { consoleProgress } from "../../seed/progress.js";
import { describeCliFailure } from "../../util/cli.js";
import { importReportCsv } from "./report-csv.js";
import { runImport } from "./run.js";

/**
 * `npm run import -- [--dry-run] [--replace] [--csv REPORT.csv] FILE…`: checks (dry run) or imports
 * each file of played maps (JSON, NDJSON or zip; docs/api.md#bulk-import) into the configured
 * database, with a progress bar and a summary. Running it again after an interruption resumes.
 */

const USAGE =
  "usage: npm run import -- [--dry-run] [--replace] [--csv REPORT.csv] FILE…\n       npm run import -- --write-sample FILE (a sample for the league of SIM_SEED and SIM_NOW)";
/** Refused maps listed on the terminal; the CSV has all of them. */
const LISTED = 20;

function printSummary(run: ImportRun) {
  const verb = run.dryRun ? "would be" : "were";
  console.log(`${run.fileName}: ${run.total} maps${run.dryRun ? " (dry run, nothing written)" : ""}`);
  for (const status of IMPORT_STATUSES)
    if (run.summary[status] > 0)
      console.log(`  ${run.summary[status]} ${verb} ${IMPORT_STATUS_LABELS[status]}`);
  const refused = run.outcomes.filter((o) => o.status === "refused");
  for (const o of refused.slice(0, LISTED)) {
    console.log(`  refused ${o.source}${o.matchId ? ` (${o.matchId})` : ""}:`);
    for (const p of o.problems) console.log(`    ${describeProblem(p)}`);
  }
  if (refused.length > LISTED) console.log(`  … and ${refused.length - LISTED} more refused (see --csv)`);
}

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      "dry-run": { type: "boolean" },
      replace: { type: "boolean" },
      csv: { type: "string" },
      "write-sample": { type: "string" },
    },
    allowPositionals: true,
    strict: true,
  });
  const config = loadConfig();
  const now = config.sim.now ? new Date(config.sim.now) : new Date();
  const sample = values["write-sample"];
  if (sample) {
    const maps = sampleHistory(config.sim.seed, now);
    await writeFile(sample, `${maps.map((m) => JSON.stringify(m)).join("\n")}\n`);
    console.log(`${maps.length} maps written to ${sample}`);
    return;
  }
  if (positionals.length === 0) throw new Error("name at least one file to import");
  const database = await openDatabase(dbTarget(config));
  const progress = consoleProgress();
  const reports: string[] = [];
  try {
    for (const path of positionals) {
      const bytes = await readFile(path);
      let started = false;
      const run = await runImport(database.db, {
        fileName: basename(path),
        bytes,
        dryRun: values["dry-run"] ?? false,
        replaceChanged: values.replace ?? false,
        now,
        onProgress: (r) => {
          if (!started) progress.start(r.total, "maps");
          started = true;
          progress.update(r.done);
        },
      });
      progress.stop();
      printSummary(run);
      reports.push(importReportCsv(run));
    }
  } finally {
    await database.close();
  }
  if (values.csv) {
    // One header for all the files' lines.
    const [first = "", ...rest] = reports;
    await writeFile(values.csv, first + rest.map((r) => r.slice(r.indexOf("\r\n") + 2)).join(""));
    console.log(`report written to ${values.csv}`);
  }
}

main().catch((error: unknown) => {
  console.error(describeCliFailure(error, USAGE));
  process.exitCode = 1;
});
