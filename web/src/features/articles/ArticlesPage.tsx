import { ARTICLE_FEED_PATH, ARTICLE_LIST_SIZE } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { MESSAGES } from "../../components/ui/messages.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { useAuthorNames } from "../../lib/league/use-author-names.js";
import { articlesQuery } from "../../lib/queries/articles.js";
import { useSession } from "../../lib/session.js";
import { ArticleMeta } from "./ArticleMeta.js";

/** /articles: the first 10 approved articles, newest first, and a create link for members. */
export default function ArticlesPage() {
  const articles = useQuery(articlesQuery());
  const names = useAuthorNames();
  const { user } = useSession();
  const create = user ? (
    <Link
      to="/articles/create"
      className="rounded bg-accent px-3 py-1.5 font-semibold text-accent-ink text-sm"
    >
      Write an article
    </Link>
  ) : undefined;

  return (
    <>
      {/* Feed readers' autodiscovery (React hoists it into <head>); the server's HTML names it too. */}
      <link rel="alternate" type="application/atom+xml" title="Fragboard articles" href={ARTICLE_FEED_PATH} />
      <PageTitle tab="Articles" aside={create}>
        Articles
      </PageTitle>
      {articles.isPending ? (
        <LoadingScreen />
      ) : articles.isError ? (
        <LoadError error={articles.error} />
      ) : articles.data.length === 0 ? (
        <p className="py-12 text-center text-muted">No articles yet.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {articles.data.slice(0, ARTICLE_LIST_SIZE).map((post) => (
            <li key={post.id}>
              <Link
                to={`/articles/${post.id}`}
                className="flex h-full gap-3 overflow-hidden rounded border border-line bg-surface hover:border-accent/60"
              >
                {post.bannerURL ? (
                  <img
                    src={post.bannerURL}
                    alt=""
                    loading="lazy"
                    className="hidden w-32 shrink-0 bg-raised object-cover sm:block"
                  />
                ) : (
                  // No banner (it is optional): the list keeps its column.
                  <span aria-hidden className="hidden w-32 shrink-0 bg-raised sm:block" />
                )}
                <div className="min-w-0 p-3">
                  {/* A writer's text may hold a word longer than a phone's line (a link, a code): it wraps. */}
                  <h2 className="font-semibold text-lg leading-snug [overflow-wrap:anywhere]">
                    {post.title}
                  </h2>
                  {post.subtitle && (
                    <p className="mb-1 text-muted [overflow-wrap:anywhere]">{post.subtitle}</p>
                  )}
                  <ArticleMeta post={post} names={names} />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="article-history" className="mt-8">
        <h2 id="article-history" className="font-semibold text-lg">
          Article History
        </h2>
        <p className="text-muted text-sm">{MESSAGES.comingSoon}</p>
      </section>
    </>
  );
}
