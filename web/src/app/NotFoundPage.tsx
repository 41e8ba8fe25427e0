import { Link } from "react-router";
import { useDocumentTitle } from "../lib/document-title.js";

const button = "inline-flex h-10 items-center rounded px-4";

export default function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <div className="py-16 text-center">
      <h1 className="font-black text-8xl text-accent tracking-tighter">404</h1>
      <p className="mt-2 text-muted">There is nothing at this address.</p>
      <p className="mt-6 flex justify-center gap-4">
        <Link to="/" className={`${button} bg-accent font-semibold text-accent-ink hover:bg-amber-400`}>
          Back home
        </Link>
        <Link to="/players" className={`${button} border border-line hover:bg-raised`}>
          Browse players
        </Link>
      </p>
    </div>
  );
}
