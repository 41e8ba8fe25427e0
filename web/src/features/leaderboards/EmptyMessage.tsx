import type { ReactNode } from "react";

/** A tab with nothing to rank says why, in the place the boards would be. */
export function EmptyMessage({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-line bg-surface p-6 text-center text-muted">{children}</p>;
}
