import { useDocumentTitle } from "../lib/document-title.js";
import { SelectionLink } from "../lib/league/selection-link.js";

const button = "inline-flex h-10 items-center rounded px-4";

export default function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <div className="py-16 text-center">
      <h1 className="font-black text-8xl text-accent tracking-tighter">404</h1>
      <p className="mt-2 text-muted">There is nothing at this address.</p>
      <p className="mt-6 flex justify-center gap-4">
        <SelectionLink
          to="/"
          className={`${button} bg-accent font-semibold text-accent-ink hover:bg-amber-400`}
        >
          Back home
        </SelectionLink>
        <SelectionLink to="/players" className={`${button} border border-line hover:bg-raised`}>
          Browse players
        </SelectionLink>
      </p>
    </div>
  );
}
