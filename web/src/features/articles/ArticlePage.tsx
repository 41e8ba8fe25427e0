import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { ApiError } from "../../lib/api-client.js";
import { useAuthorNames } from "../../lib/league/use-author-names.js";
import { articleQuery } from "../../lib/queries/articles.js";
import { ArticleContent } from "./ArticleContent.js";
import { ArticleMeta } from "./ArticleMeta.js";

const STATE_NOTES = {
  Pending: "Waiting for an admin's review: only you and the admins can see it.",
  REJECTED: "An admin did not approve this article: only you and the admins can see it.",
} as const;

/** /articles/{id}: one article, its HTML purified again before it is shown. */
export default function ArticlePage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const article = useQuery({ ...articleQuery(id), enabled: valid, retry: false });
  const names = useAuthorNames();
  const back = (
    <Link to="/articles" className="text-muted text-sm hover:text-ink">
      ← Back to articles
    </Link>
  );
  const notFound = !valid || (article.error instanceof ApiError && article.error.status === 404);

  if (notFound) {
    return (
      <>
        {back}
        <PageTitle tab="Article">Article not found</PageTitle>
        <p className="text-muted">There is no such article, or it is not published.</p>
      </>
    );
  }
  if (article.isPending) return <LoadingScreen />;
  if (article.isError) return <LoadError error={article.error} />;
  const post = article.data[0];
  if (!post) return <LoadError error={new Error("The article was empty.")} />;
  return (
    <article className="mx-auto max-w-3xl">
      {back}
      {post.bannerURL && (
        <img
          src={post.bannerURL}
          alt=""
          className="mt-3 mb-4 max-h-72 w-full rounded bg-raised object-cover"
        />
      )}
      {/* A word longer than a phone's line (a link, a code) wraps rather than widen the page. */}
      <PageTitle tab={post.title}>
        <span className="[overflow-wrap:anywhere]">{post.title}</span>
      </PageTitle>
      {post.subtitle && (
        <p className="-mt-3 mb-2 text-lg text-muted [overflow-wrap:anywhere]">{post.subtitle}</p>
      )}
      <ArticleMeta post={post} names={names} />
      {post.approvalState !== "APPROVED" && (
        <p role="note" className="mt-3 rounded border border-accent/40 bg-accent/10 p-2 text-sm">
          {STATE_NOTES[post.approvalState]}
        </p>
      )}
      <div className="mt-6">
        <ArticleContent html={post.content} />
      </div>
    </article>
  );
}
