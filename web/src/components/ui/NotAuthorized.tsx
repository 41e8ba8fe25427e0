import { MESSAGES } from "./messages.js";
import { PageTitle } from "./PageTitle.js";

/** A page only some people may see (admin, GM panel), shown to someone else (spec 001 §8). */
export function NotAuthorized({ title }: { title: string }) {
  return (
    <>
      <PageTitle tab={title}>{title}</PageTitle>
      <p role="alert" className="py-12 text-center text-muted">
        {MESSAGES.notAuthorized}
      </p>
    </>
  );
}
