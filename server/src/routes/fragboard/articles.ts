import type { ArticleState, Post } from "@fragboard/core";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { articles } from "../../db/schema/index.js";
import { notFound } from "../../http/errors.js";

/**
 * Articles as everyone may read them (Our rules 3): approved and not deleted. Pending and
 * rejected ones are for their author and admins only, which needs a session; until sessions
 * exist the routes refuse to list them and never return one.
 */
const readable = and(
  eq(articles.approvalState, "APPROVED" satisfies ArticleState),
  isNull(articles.deletedAt),
);

type ArticleRow = typeof articles.$inferSelect;

/** The author of an anonymous article is withheld from other readers. */
function toPost(row: ArticleRow): Post {
  return {
    id: row.id,
    discordId: row.anonymous ? null : row.discordId,
    title: row.title,
    subtitle: row.subtitle,
    bannerURL: row.bannerUrl,
    tags: row.tags,
    content: row.content,
    anonymous: row.anonymous,
    approvalState: row.approvalState as ArticleState,
    approvedBy: row.approvedBy,
    metadata: row.metadata as Post["metadata"],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/** API.md §2.9: newest first. */
export async function approvedArticles(db: Db): Promise<Post[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(readable)
    .orderBy(desc(articles.createdAt), desc(articles.id));
  return rows.map(toPost);
}

/** API.md §2.9: a one-element list, like the list endpoint's elements. */
export async function approvedArticle(db: Db, id: number): Promise<Post[]> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), readable));
  if (!row) throw notFound(`There is no article ${id}.`);
  return [toPost(row)];
}
