import type { ReactNode } from "react";

/**
 * The overlay of the two MMR tabs (spec 000 §2): MMR is not released yet, so the chart says so
 * over itself until a click (or Enter) dismisses it.
 */
export function MmrNotice({
  shown,
  onDismiss,
  children,
}: {
  shown: boolean;
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    <div className="relative">
      {children}
      {shown && (
        <button
          type="button"
          onClick={onDismiss}
          className="absolute inset-0 z-10 grid place-items-center rounded bg-bg/85 p-6 text-center backdrop-blur-sm"
        >
          <span className="max-w-md">
            <strong className="mb-2 block text-lg">Not useful without MMR</strong>
            <span className="block text-muted text-sm">
              This chart places players by MMR, which is not released yet: until it is, treat it as a preview.
              Click to see the chart anyway.
            </span>
          </span>
        </button>
      )}
    </div>
  );
}
