import {
  ADMIN_SCOPE,
  type ArticleState,
  type articleCreateBodySchema,
  type Post,
  type SessionClaims,
} from "@fragboard/core";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { articles, notifications } from "../../db/schema/index.js";
import { httpError, notFound } from "../../http/errors.js";
import { hasContent, sanitizeArticleHtml } from "./sanitize.js";

/**
 * Articles and who may see them (docs/api.md#articles): approved ones are everyone's; pending and rejected
 * ones only their author's and the admins'. Deleted ones are nobody's.
 */

type ArticleRow = typeof articles.$inferSelect;
type Viewer = SessionClaims | undefined;

const isAdmin = (viewer: Viewer) => viewer?.scopes.includes(ADMIN_SCOPE) === true;
const mayRead = (row: ArticleRow, viewer: Viewer) =>
  row.approvalState === "APPROVED" || isAdmin(viewer) || row.discordId === viewer?.sub;

/** The author of an anonymous article is withheld from readers other than him and the admins. */
function toPost(row: ArticleRow, viewer: Viewer): Post {
  const showAuthor = !row.anonymous || isAdmin(viewer) || row.discordId === viewer?.sub;
  return {
    id: row.id,
    discordId: showAuthor ? row.discordId : null,
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

/** docs/api.md#articles: the articles of one state, newest first. Other states than APPROVED: admins only. */
export async function articlesIn(db: Db, state: ArticleState, viewer: Viewer): Promise<Post[]> {
  if (state !== "APPROVED") {
    if (!viewer) throw httpError(401, `Sign in as an admin to list ${state} articles.`);
    if (!isAdmin(viewer)) throw httpError(403, `Only admins may list ${state} articles.`);
  }
  const rows = await db
    .select()
    .from(articles)
    .where(and(eq(articles.approvalState, state), isNull(articles.deletedAt)))
    .orderBy(desc(articles.createdAt), desc(articles.id));
  return rows.map((row) => toPost(row, viewer));
}

/** docs/api.md#articles: a one-element list; an article the viewer may not read is as unknown as a missing one. */
export async function articleFor(db: Db, id: number, viewer: Viewer): Promise<Post[]> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), isNull(articles.deletedAt)));
  if (!row || !mayRead(row, viewer)) throw notFound(`There is no article ${id}.`);
  return [toPost(row, viewer)];
}

/** A new article, Pending until an admin decides; its HTML is sanitised before it is stored. */
export async function createArticle(
  db: Db,
  author: SessionClaims,
  body: z.output<typeof articleCreateBodySchema>,
  now: Date,
): Promise<Post> {
  const content = sanitizeArticleHtml(body.content);
  if (!hasContent(content)) throw httpError(400, "content must not be empty");
  const [row] = await db
    .insert(articles)
    .values({
      discordId: author.sub,
      title: body.title,
      subtitle: body.subtitle || null,
      bannerUrl: body.bannerURL,
      tags: body.tags,
      content,
      anonymous: body.isAnonymous,
      approvalState: "Pending" satisfies ArticleState,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("the article was not stored");
  return toPost(row, author);
}

const DECISION_TITLES: Record<"APPROVED" | "REJECTED", string> = {
  APPROVED: "Your article was approved",
  REJECTED: "Your article was not approved",
};

/** An admin's decision; the author is told in his notifications. */
export async function decideArticle(
  db: Db,
  admin: SessionClaims,
  id: number,
  state: "APPROVED" | "REJECTED",
  now: Date,
): Promise<Post> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(articles)
      .set({ approvalState: state, approvedBy: admin.sub, updatedAt: now })
      .where(and(eq(articles.id, id), isNull(articles.deletedAt)))
      .returning();
    if (!row) throw notFound(`There is no article ${id}.`);
    await tx.insert(notifications).values({
      discordId: row.discordId,
      title: DECISION_TITLES[state],
      body: row.title,
      link: `/articles/${row.id}`,
      createdAt: now,
    });
    return toPost(row, admin);
  });
}
