import type { Post } from "@fragboard/core";
import { formatLongDate } from "../../lib/format.js";
import { ANONYMOUS_AUTHOR, authorName } from "../../lib/league/use-author-names.js";

/** Date, author (or Anonymous) and tags, as the list and the article show them. */
export function ArticleMeta({ post, names }: { post: Post; names: ReadonlyMap<string, string> }) {
  const author = post.anonymous ? ANONYMOUS_AUTHOR : authorName(names, post.discordId);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted text-sm">
      <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
      <span>by {author}</span>
      {post.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-line bg-raised px-2 text-xs">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
