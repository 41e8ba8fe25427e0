import { LoadError } from "../components/ui/LoadError.js";
import { useFailures } from "../lib/failed-queries.js";

/**
 * The failures no part of the page shows (docs/web.md#failures): the session, the site
 * configuration, a FACEIT badge, the author names... The page goes on without them (signed out,
 * no novelty roles, no badge), so the banner over it says what failed, with Retry.
 */
export function FailureBanner() {
  const failures = useFailures("unshown");
  if (failures.length === 0) return null;
  return (
    <section aria-label="Connection problems" className="border-bad/50 border-b bg-bad/10 px-4 py-2">
      {failures.map((error, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on every change
        <LoadError key={index} error={error} compact />
      ))}
    </section>
  );
}
