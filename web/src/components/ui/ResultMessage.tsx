/** What a form's last submission did: a polite status when it worked, an alert when it did not. */
export type Result = { ok: boolean; text: string };

export function ResultMessage({ result }: { result: Result | null }) {
  if (!result) return null;
  return (
    <p role={result.ok ? "status" : "alert"} className={result.ok ? "text-good text-sm" : "text-bad text-sm"}>
      {result.text}
    </p>
  );
}
