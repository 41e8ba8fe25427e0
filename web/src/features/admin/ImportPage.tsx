import {
  describeProblem,
  IMPORT_STATUS_LABELS,
  IMPORT_STATUSES,
  type ImportOutcome,
  type ImportRun,
  type ImportStatus,
} from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/Button.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { NotAuthorized } from "../../components/ui/NotAuthorized.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { apiRequest } from "../../lib/api-client.js";
import { restQuery } from "../../lib/queries/query-options.js";
import { useSession, useSessionPending } from "../../lib/session.js";

/**
 * /admin/import: many played maps at once (docs/api.md#bulk-import). Choose a file (JSON, NDJSON
 * or zip), dry-run it to see every problem of every map, then import it while a progress bar
 * follows the run. The run is in the URL (?run=), so a reload or a shared link shows the same
 * report, and posting the same file again resumes an interrupted import.
 */

/** How often a running import is asked for its progress. */
const POLL_MS = 1000;

const runQuery = (id: string | null) =>
  restQuery<ImportRun>(`/api/admin/imports/${id ?? ""}`, {}, 0, id !== null);

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  // In slices: String.fromCharCode with a whole file's bytes as arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export default function ImportPage() {
  const { isAdmin } = useSession();
  const pending = useSessionPending();
  if (pending) return <LoadingScreen />;
  if (!isAdmin) return <NotAuthorized title="Import maps" />;
  return <ImportForm />;
}

function ImportForm() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const runId = params.get("run");
  const [file, setFile] = useState<File | null>(null);
  const [replaceChanged, setReplaceChanged] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useQuery({
    ...runQuery(runId),
    refetchInterval: (query) => (query.state.data?.state === "running" ? POLL_MS : false),
  });

  async function start(dryRun: boolean) {
    if (!file) return;
    setSending(true);
    setError(null);
    try {
      const started = await apiRequest<Omit<ImportRun, "outcomes">>("/api/admin/imports", {
        method: "POST",
        body: { fileName: file.name, contentBase64: await base64Of(file), dryRun, replaceChanged },
      });
      setParams({ run: started.id });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void start(true);
  };

  return (
    <>
      <PageTitle tab="Import maps">Import maps</PageTitle>
      <p className="mb-4 text-sm text-muted">
        One map (JSON), many (a JSON array or NDJSON, one map per line) or a zip of JSON files. A dry run
        checks every map against every rule of a played map and lists each problem, writing nothing; an import
        stores new maps, skips those already stored as they are, and recomputes the stats once at the end.
        Back to <Link to="/admin">Admin</Link>.
      </p>
      <form onSubmit={submit} className="mb-4 grid gap-3 rounded border border-line bg-surface p-4">
        <div>
          <label htmlFor={`${id}-file`} className="mb-1 block text-sm">
            Match file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".json,.ndjson,.jsonl,.zip,application/json,application/zip"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={replaceChanged}
            onChange={(e) => setReplaceChanged(e.target.checked)}
            className="accent-accent"
          />
          Replace maps already stored with other content
        </label>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!file || sending}>
            Dry run
          </Button>
          <Button type="button" disabled={!file || sending} onClick={() => void start(false)}>
            Import
          </Button>
        </div>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </form>
      {runId === null ? null : run.isError ? (
        <LoadError error={run.error} onRetry={() => void run.refetch()} />
      ) : run.data ? (
        <RunReport run={run.data} />
      ) : (
        <p className="text-sm">Loading the run…</p>
      )}
    </>
  );
}

function RunReport({ run }: { run: ImportRun }) {
  const [shown, setShown] = useState<ImportStatus | "all">("refused");
  const verb = run.dryRun ? "would be" : run.state === "done" ? "were" : "so far";
  const outcomes = run.outcomes.filter((o) => shown === "all" || o.status === shown);
  return (
    <section aria-label="Import report" className="grid gap-3 rounded border border-line bg-surface p-4">
      <h2 className="font-semibold text-lg">
        {run.dryRun ? "Dry run" : "Import"} of {run.fileName}: {run.state === "done" ? "done" : "working…"}
      </h2>
      <div className="grid gap-1">
        <progress
          value={run.done}
          max={Math.max(run.total, 1)}
          aria-label="Maps checked"
          className="w-full"
        />
        <p className="text-sm">
          {run.done} of {run.total} maps
        </p>
      </div>
      <ul className="text-sm">
        {IMPORT_STATUSES.map((status) => (
          <li key={status}>
            <strong>{run.summary[status]}</strong> {verb} {IMPORT_STATUS_LABELS[status]}
          </li>
        ))}
      </ul>
      {run.state === "done" && (
        <a className="text-sm underline" href={`/api/admin/imports/${run.id}/report.csv`} download>
          Download the report (CSV)
        </a>
      )}
      <label className="flex items-center gap-2 text-sm">
        Show
        <select value={shown} onChange={(e) => setShown(e.target.value as ImportStatus | "all")}>
          <option value="all">every map</option>
          {IMPORT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      {outcomes.length === 0 ? (
        <p className="text-sm">No map is {shown === "all" ? "in the report yet" : shown}.</p>
      ) : (
        <ol className="grid gap-2 text-sm">
          {outcomes.map((o) => (
            <OutcomeLine key={o.source} outcome={o} />
          ))}
        </ol>
      )}
    </section>
  );
}

function OutcomeLine({ outcome }: { outcome: ImportOutcome }) {
  return (
    <li>
      <span className="font-mono">{outcome.source}</span>
      {outcome.matchId && <> ({outcome.matchId})</>}: {outcome.status}
      {outcome.problems.length > 0 && (
        <ul className="ml-4 list-disc">
          {outcome.problems.map((p) => (
            <li key={`${p.path.join(".")}|${p.rule}|${p.message}`}>{describeProblem(p)}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
