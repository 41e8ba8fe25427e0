import { useEffect } from "react";

/** Sets the browser tab title for the page on screen. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = page === "Fragboard" ? page : `${page} · Fragboard`;
  }, [page]);
}
