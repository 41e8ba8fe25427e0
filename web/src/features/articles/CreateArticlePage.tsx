import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { useSession, useSessionPending } from "../../lib/session.js";
import { ArticleForm } from "./ArticleForm.js";

export const LOGGED_OUT_MESSAGE = "You must be logged in to create a post.";

/** /articles/create: a member writes an article; it waits for an admin's approval. */
export default function CreateArticlePage() {
  const { user } = useSession();
  const pending = useSessionPending();
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle tab="New Article">New Article</PageTitle>
      {pending ? (
        <LoadingScreen />
      ) : user ? (
        <ArticleForm author={user.discordId} />
      ) : (
        <p className="py-8 text-center text-muted">{LOGGED_OUT_MESSAGE}</p>
      )}
    </div>
  );
}
