import type { Post } from "@fragboard/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/Button.js";
import { useConfirm } from "../../components/ui/ConfirmDialog.js";
import { InlineLoading } from "../../components/ui/InlineLoading.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { apiRequest } from "../../lib/api-client.js";
import { formatLongDate } from "../../lib/format.js";
import { authorName, useAuthorNames } from "../../lib/league/use-author-names.js";
import { ARTICLES_KEY_PREFIX, articlesQuery } from "../../lib/queries/articles.js";

/** The admin's review: pending articles, oldest question first answered by Approve or Reject. */
export function PendingArticles() {
  const pending = useQuery(articlesQuery("Pending"));
  const names = useAuthorNames();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();

  async function decide(post: Post, approvalState: "APPROVED" | "REJECTED") {
    // A rejection notifies the author and cannot be taken back: it asks first.
    if (
      approvalState === "REJECTED" &&
      !(await confirm({
        title: "Reject this article?",
        description: `"${post.title}" will not be published, and its author is notified. This cannot be undone.`,
        confirmLabel: "Reject",
        destructive: true,
      }))
    )
      return;
    setBusy(post.id);
    setError(null);
    try {
      await apiRequest<Post>(`/api/fragboard/article/${post.id}`, {
        method: "PATCH",
        body: { approvalState },
      });
      await queryClient.invalidateQueries({ queryKey: [ARTICLES_KEY_PREFIX] });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="pending-articles" className="rounded border border-line bg-surface p-4">
      <h2 id="pending-articles" className="mb-2 font-semibold text-lg">
        Pending articles
      </h2>
      {confirmDialog}
      {error && (
        <p role="alert" className="mb-2 rounded border border-bad/50 bg-bad/10 p-2 text-sm">
          {error}
        </p>
      )}
      {pending.isPending ? (
        <InlineLoading what="pending articles" />
      ) : pending.isError ? (
        <LoadError error={pending.error} />
      ) : pending.data.length === 0 ? (
        <p className="text-muted text-sm">No articles are waiting for review.</p>
      ) : (
        <ul className="divide-y divide-line">
          {pending.data.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <Link to={`/articles/${post.id}`} className="font-medium hover:text-accent">
                  {post.title}
                </Link>
                <p className="text-muted text-xs">
                  {authorName(names, post.discordId)}
                  {post.anonymous && " (posting anonymously)"} · {formatLongDate(post.createdAt)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="primary"
                  disabled={busy !== null}
                  onClick={() => decide(post, "APPROVED")}
                  aria-label={`Approve ${post.title}`}
                >
                  Approve
                </Button>
                <Button
                  disabled={busy !== null}
                  onClick={() => decide(post, "REJECTED")}
                  aria-label={`Reject ${post.title}`}
                >
                  Reject
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
