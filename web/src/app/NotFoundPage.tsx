import { Link } from "react-router";
import { PageTitle } from "../components/ui/PageTitle.js";

export default function NotFoundPage() {
  return (
    <div className="py-16 text-center">
      <PageTitle tab="Page not found">
        <span className="sr-only">Page not found</span>
      </PageTitle>
      <p className="font-black text-8xl text-accent tracking-tighter">404</p>
      <p className="mt-2 text-muted">There is nothing at this address.</p>
      <p className="mt-6 flex justify-center gap-4">
        <Link to="/" className="rounded bg-accent px-4 py-2 font-semibold text-accent-ink hover:bg-amber-400">
          Back home
        </Link>
        <Link to="/players" className="rounded border border-line px-4 py-2 hover:bg-raised">
          Browse players
        </Link>
      </p>
    </div>
  );
}
