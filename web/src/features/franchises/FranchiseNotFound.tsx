import { useDocumentTitle } from "../../lib/document-title.js";
import { SelectionLink } from "../../lib/league/selection-link.js";

/** No franchise has the prefix or name of the address: say so and lead back to the list. */
export function FranchiseNotFound({ segment, season }: { segment: string; season: number }) {
  useDocumentTitle("Franchise not found");
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <h1 className="font-bold text-2xl">Franchise not found</h1>
      <p className="mt-2 text-muted">
        No active franchise of season {season} has the prefix or name{" "}
        <span className="font-semibold text-ink">“{segment}”</span>.
      </p>
      <p className="mt-6">
        <SelectionLink to="/franchises" className="underline hover:text-accent">
          See every franchise
        </SelectionLink>
      </p>
    </div>
  );
}
