import { lazy, type ReactNode, Suspense } from "react";
import { cx } from "../cx.js";
import type { ChartOption } from "./EChart.js";

export type { ChartOption };

const EChart = lazy(() => import("./EChart.js"));

/**
 * A chart with its text alternative. The drawing is hidden from assistive technology; the figure
 * is labelled and `alternative` (a list or table of the same numbers) is what screen readers read.
 */
export function Chart({
  label,
  option,
  alternative,
  className,
}: {
  label: string;
  option: ChartOption;
  alternative: ReactNode;
  /** Size of the drawing area (ECharts needs a height). */
  className: string;
}) {
  return (
    <figure aria-label={label} className="m-0">
      <Suspense fallback={<div className={cx(className, "animate-pulse rounded bg-raised/60")} />}>
        <EChart option={option} className={className} />
      </Suspense>
      <figcaption className="sr-only">{alternative}</figcaption>
    </figure>
  );
}
