import type { ArticleState } from "@fragboard/core";
import { and, desc, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { articles, notifications } from "../../db/schema/index.js";

/** Members' articles (docs/api.md#articles); a deleted one is never read. */

export type ArticleRow = typeof articles.$inferSelect;
type NewArticle = typeof articles.$inferInsert;

/** The articles of one state, newest first. */
export const articlesInState = (db: Db, state: ArticleState): Promise<ArticleRow[]> =>
  db
    .select()
    .from(articles)
    .where(and(eq(articles.approvalState, state), isNull(articles.deletedAt)))
    .orderBy(desc(articles.createdAt), desc(articles.id));

/** Who wrote an approved anonymous article: the readers who see their own name on one. */
export async function anonymousApprovedAuthors(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ discordId: articles.discordId })
    .from(articles)
    .where(
      and(eq(articles.approvalState, "APPROVED"), eq(articles.anonymous, true), isNull(articles.deletedAt)),
    );
  return rows.map((r) => r.discordId);
}

export async function articleById(db: Db, id: number): Promise<ArticleRow | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), isNull(articles.deletedAt)));
  return row ?? null;
}

/**
 * Stores a submission; with an idempotency key, a second submission of the author's under the
 * same key stores nothing and answers the first one's row (`created: false`).
 */
export async function insertArticle(
  db: Db,
  article: NewArticle,
): Promise<{ row: ArticleRow; created: boolean }> {
  const [row] = await db.insert(articles).values(article).onConflictDoNothing().returning();
  if (row) return { row, created: true };
  const key = article.idempotencyKey;
  const [first] = key
    ? await db
        .select()
        .from(articles)
        .where(and(eq(articles.discordId, article.discordId), eq(articles.idempotencyKey, key)))
    : [];
  if (!first) throw new Error("the article was not stored");
  return { row: first, created: false };
}

/**
 * An admin's decision on an article and its author's notification, in one transaction; null
 * (nothing written) when there is no such article.
 */
export async function recordDecision(
  db: Db,
  decision: { id: number; state: "APPROVED" | "REJECTED"; by: string; at: Date },
  notice: (row: ArticleRow) => { title: string; body: string; link: string },
  /** More writes of the decision (its outgoing events), in the same transaction. */
  after?: (tx: Db, row: ArticleRow) => Promise<void>,
): Promise<ArticleRow | null> {
  return db.transaction(async (tx) => {
    const live = and(eq(articles.id, decision.id), isNull(articles.deletedAt));
    const [row] = await tx
      .update(articles)
      .set({ approvalState: decision.state, approvedBy: decision.by, updatedAt: decision.at })
      .where(and(live, ne(articles.approvalState, decision.state)))
      .returning();
    if (!row) {
      // Already in that state (a repeated click, a retried request): nothing changes, nobody is told again.
      const [same] = await tx.select().from(articles).where(live);
      return same ?? null;
    }
    await tx
      .insert(notifications)
      .values({ discordId: row.discordId, ...notice(row), createdAt: decision.at });
    await after?.(tx, row);
    return row;
  });
}
