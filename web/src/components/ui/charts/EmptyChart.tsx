import type { ReactNode } from "react";

/** Where a chart would be when the filters leave nothing to draw. */
export function EmptyChart({ children }: { children: ReactNode }) {
  return <p className="rounded border border-line border-dashed py-16 text-center text-muted">{children}</p>;
}
