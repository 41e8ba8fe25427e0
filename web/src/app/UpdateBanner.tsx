import { useNewVersion } from "./use-new-version.js";

export function UpdateBanner() {
  const { available, dismiss } = useNewVersion();
  if (!available) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 bg-accent px-4 py-2 text-accent-ink text-sm"
    >
      <span className="font-semibold">A new version is available</span>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded bg-accent-ink px-2 py-0.5 font-semibold text-accent"
      >
        Reload
      </button>
      <button type="button" onClick={dismiss} aria-label="Dismiss" className="px-1 font-bold">
        ×
      </button>
    </div>
  );
}
