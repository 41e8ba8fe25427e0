import { MESSAGES } from "./messages.js";

/** The API did not answer, or answered with an error (spec 001 §8 "Load failure"). */
export function LoadError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <div role="alert" className="mx-auto my-8 max-w-2xl rounded border border-bad/50 bg-bad/10 p-4">
      <p className="font-semibold">{MESSAGES.loadFailure}</p>
      {detail && <p className="mt-2 font-mono text-muted text-xs">{detail}</p>}
      <p className="mt-2 text-muted text-sm">{MESSAGES.contactMaintainer}</p>
    </div>
  );
}
