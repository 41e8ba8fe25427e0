import { reportError } from "../../lib/report-error.js";
import { useTransientFlag } from "../../lib/use-transient-flag.js";
import { Button } from "./Button.js";

/**
 * A button whose action is confirmed by a green check for 2.25 s (copy, export: spec 000 §4).
 * The check shows only once the action has succeeded; a failure is reported instead.
 */
export function CheckButton({
  label,
  doneLabel,
  action,
  className,
}: {
  label: string;
  /** Announced while the check shows, e.g. "Copied". */
  doneLabel: string;
  action: () => Promise<unknown>;
  className?: string;
}) {
  const [done, confirm] = useTransientFlag();
  return (
    <Button
      className={className}
      onClick={() => action().then(confirm, (error) => reportError(error, `${label} failed`))}
    >
      {done ? (
        <span className="text-good" role="status">
          <span aria-hidden>✓ </span>
          {doneLabel}
        </span>
      ) : (
        label
      )}
    </Button>
  );
}
