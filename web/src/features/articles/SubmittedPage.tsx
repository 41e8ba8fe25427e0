import { Link } from "react-router";
import { PageTitle } from "../../components/ui/PageTitle.js";

/** /articles/submitted: where a submission lands (spec 001 §2). */
export default function SubmittedPage() {
  return (
    <div className="mx-auto max-w-xl py-8 text-center">
      <PageTitle tab="Submitted">Your post was submitted.</PageTitle>
      <p className="text-muted">An admin reviews it before it appears in the articles list.</p>
      <p className="mt-4 flex justify-center gap-4">
        <Link to="/articles" className="text-accent underline">
          Back to articles
        </Link>
        <Link to="/articles/create" className="text-accent underline">
          Write another
        </Link>
      </p>
    </div>
  );
}
