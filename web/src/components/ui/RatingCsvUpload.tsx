import { GM_RTL_CSV_MESSAGE_MS, type RatingRow, type RatingUploadResult } from "@fragboard/core";
import { useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { apiRequest } from "../../lib/api-client.js";
import { parseRatingCsv } from "../../lib/rating-csv.js";
import { Button } from "./Button.js";

type Props = {
  /** `/api/admin/ratings` or `/api/gm/ratings`; the preview is at `{endpoint}/preview`. */
  endpoint: string;
  /** Sent with the rows (the GM panel's franchiseId). */
  extra?: Record<string, string>;
  title: string;
};

type Stage =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "preview"; rows: RatingRow[]; result: RatingUploadResult }
  | { kind: "applied"; result: RatingUploadResult };

/**
 * The rating ("RTL") CSV upload of the admin page and the GM panel: the file is read in the browser
 * (PapaParse, the spec's messages, cleared after 10 s), the server previews what it would change,
 * and only "Apply" stores it.
 */
export function RatingCsvUpload({ endpoint, extra, title }: Props) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [message, setMessage] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), GM_RTL_CSV_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const send = (rows: RatingRow[], apply: boolean) =>
    apiRequest<RatingUploadResult>(apply ? endpoint : `${endpoint}/preview`, {
      method: "POST",
      body: { ...extra, rows },
    });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setMessage(null);
    const parsed = await parseRatingCsv(file);
    if (!parsed.ok) {
      setStage({ kind: "idle" });
      setMessage(parsed.message);
      setInputKey((k) => k + 1);
      return;
    }
    setStage({ kind: "busy" });
    try {
      setStage({ kind: "preview", rows: parsed.rows, result: await send(parsed.rows, false) });
    } catch (error) {
      setStage({ kind: "idle" });
      setMessage(error instanceof Error ? error.message : String(error));
    }
  }

  async function apply(rows: RatingRow[]) {
    setStage({ kind: "busy" });
    try {
      const result = await send(rows, true);
      setStage({ kind: "applied", result });
      setInputKey((k) => k + 1);
      // Player lists show MMR: every cached list is stale now.
      await queryClient.invalidateQueries();
    } catch (error) {
      setStage({ kind: "idle" });
      setMessage(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded border border-line bg-surface p-4">
      <h2 id={`${inputId}-title`} className="mb-2 font-semibold text-lg">
        {title}
      </h2>
      <label htmlFor={inputId} className="mb-1 block text-muted text-sm">
        CSV file with the columns 'CSC ID' and 'MMR'
      </label>
      <input
        key={inputKey}
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        onChange={choose}
        disabled={stage.kind === "busy"}
        className="block text-sm file:mr-3 file:rounded file:border file:border-line file:bg-raised file:px-3 file:py-1 file:text-ink"
      />
      {message && (
        <p role="alert" className="mt-2 rounded border border-bad/50 bg-bad/10 p-2 text-sm">
          {message}
        </p>
      )}
      {stage.kind === "busy" && <p className="mt-2 text-muted text-sm">Checking...</p>}
      {stage.kind === "preview" && (
        <RatingPreview result={stage.result}>
          <div className="mt-3 flex gap-2">
            <Button
              variant="primary"
              disabled={stage.result.changes.length === 0}
              onClick={() => apply(stage.rows)}
            >
              Apply {stage.result.changes.length} change{stage.result.changes.length === 1 ? "" : "s"}
            </Button>
            <Button
              onClick={() => {
                setStage({ kind: "idle" });
                setInputKey((k) => k + 1);
              }}
            >
              Cancel
            </Button>
          </div>
        </RatingPreview>
      )}
      {stage.kind === "applied" && (
        <p role="status" className="mt-2 rounded border border-good/50 bg-good/10 p-2 text-sm">
          Applied {stage.result.changes.length} MMR change{stage.result.changes.length === 1 ? "" : "s"} for
          season {stage.result.season}.
        </p>
      )}
    </section>
  );
}

function RatingPreview({ result, children }: { result: RatingUploadResult; children: React.ReactNode }) {
  return (
    <div className="mt-3 text-sm">
      <p role="status">
        Season {result.season}: {result.changes.length} to change, {result.unchanged} unchanged
        {result.unknown.length > 0 && `, ${result.unknown.length} unknown`}
        {result.refused.length > 0 && `, ${result.refused.length} outside your franchise`}.
      </p>
      {result.changes.length > 0 && (
        <div className="mt-2 max-h-72 overflow-auto rounded border border-line">
          <table className="w-full text-left">
            <caption className="sr-only">MMR changes</caption>
            <thead className="sticky top-0 bg-raised">
              <tr>
                <th scope="col" className="px-2 py-1">
                  Player
                </th>
                <th scope="col" className="px-2 py-1 text-right">
                  MMR now
                </th>
                <th scope="col" className="px-2 py-1 text-right">
                  New MMR
                </th>
              </tr>
            </thead>
            <tbody>
              {result.changes.map((c) => (
                <tr key={c.playerId} className="border-line border-t">
                  <td className="px-2 py-1">{c.name}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{c.before}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{c.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.unknown.length > 0 && (
        <p className="mt-2 text-muted">Unknown CSC IDs (ignored): {result.unknown.join(", ")}</p>
      )}
      {result.refused.length > 0 && (
        <p className="mt-2 text-muted">
          Not in your franchise (ignored): {result.refused.map((r) => r.name).join(", ")}
        </p>
      )}
      {children}
    </div>
  );
}
