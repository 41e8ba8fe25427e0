import type { ReactNode } from "react";
import { useDocumentTitle } from "../../lib/document-title.js";

/** The page heading, also mirrored into the browser tab title. */
export function PageTitle({ children, tab, aside }: { children: ReactNode; tab: string; aside?: ReactNode }) {
  useDocumentTitle(tab);
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
      <h1 className="font-bold text-2xl tracking-tight">{children}</h1>
      {aside}
    </div>
  );
}
