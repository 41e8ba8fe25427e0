import type { ReactNode } from "react";
import { preloadChartLibrary } from "../../components/ui/charts/Chart.js";

/**
 * The overlay of the two MMR tabs (spec 000 §2): MMR is not released yet, so the chart's place says
 * so until a click (or Enter) dismisses it. The chart is not built behind the notice, nobody could
 * read it there and drawing hundreds of points is the page's heaviest work: `children` mount only
 * once the notice is dismissed. Pointing at the notice starts fetching the chart library, so the
 * chart is quick to follow the click.
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
  if (!shown) return <>{children}</>;
  return (
    <button
      type="button"
      onClick={onDismiss}
      onPointerEnter={preloadChartLibrary}
      onFocus={preloadChartLibrary}
      className="grid h-[28rem] w-full place-items-center rounded border border-line bg-raised/40 p-6 text-center"
    >
      <span className="max-w-md">
        <strong className="mb-2 block text-lg">Not useful without MMR</strong>
        <span className="block text-muted text-sm">
          This chart places players by MMR, which is not released yet: until it is, treat it as a preview.
          Click to see the chart anyway.
        </span>
      </span>
    </button>
  );
}
