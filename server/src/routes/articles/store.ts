import {
  ADMIN_SCOPE,
  type ArticleState,
  type articleCreateBodySchema,
  type Post,
  type SessionClaims,
} from "@fragboard/core";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { httpError, notFound } from "../../http/errors.js";
import { recordArticleEvents } from "../../outward/events.js";
import {
  type ArticleRow,
  articleById,
  articlesInState,
  insertArticle,
  recordDecision,
} from "../../repositories/community/articles.js";
import { pickerNames } from "../fragboard/pickems-names.js";
import { hasContent, sanitizeArticleHtml } from "./sanitize.js";

/**
 * Articles and who may see them (docs/api.md#articles): approved ones are everyone's; pending and rejected
 * ones only their author's and the admins'. Deleted ones are nobody's.
 */

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
    approvalState: row.approvalState,
    approvedBy: row.approvedBy,
    metadata: row.metadata,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/** Other states than APPROVED are listed to admins only: 401 without a session, 403 for others. */
export function checkMayList(state: ArticleState, viewer: Viewer) {
  if (state === "APPROVED") return;
  if (!viewer) throw httpError(401, `Sign in as an admin to list ${state} articles.`);
  if (!isAdmin(viewer)) throw httpError(403, `Only admins may list ${state} articles.`);
}

/** docs/api.md#articles: the articles of one state, newest first. Other states than APPROVED: admins only. */
export async function articlesIn(db: Db, state: ArticleState, viewer: Viewer): Promise<Post[]> {
  checkMayList(state, viewer);
  const rows = await articlesInState(db, state);
  return rows.map((row) => toPost(row, viewer));
}

/**
 * Who sees a list the same, so one cached answer serves them all: the admins (every author
 * shown); each author of an approved anonymous article (his own name shown on it); everyone
 * else, signed in or not. `anonymousAuthors` is only asked for a signed-in viewer who is no admin.
 */
export async function audienceOf(
  viewer: Viewer,
  anonymousAuthors: () => Promise<ReadonlySet<string>>,
): Promise<string> {
  if (isAdmin(viewer)) return "admin";
  if (viewer && (await anonymousAuthors()).has(viewer.sub)) return `author:${viewer.sub}`;
  return "everyone";
}

/** docs/api.md#articles: a one-element list; an article the viewer may not read is as unknown as a missing one. */
export async function articleFor(db: Db, id: number, viewer: Viewer): Promise<Post[]> {
  const row = await articleById(db, id);
  if (!row || !mayRead(row, viewer)) throw notFound(`There is no article ${id}.`);
  return [toPost(row, viewer)];
}

/** A new article, Pending until an admin decides; its HTML is sanitised before it is stored. */
/**
 * Stores a submission. With the client's `Idempotency-Key`, a retry after a lost answer finds the
 * first submission instead of storing a second (`created: false`).
 */
export async function createArticle(
  db: Db,
  author: SessionClaims,
  body: z.output<typeof articleCreateBodySchema>,
  now: Date,
  idempotencyKey: string | null,
): Promise<{ post: Post; created: boolean }> {
  const content = sanitizeArticleHtml(body.content);
  if (!hasContent(content)) throw httpError(400, "content must not be empty");
  const { row, created } = await insertArticle(db, {
    discordId: author.sub,
    title: body.title,
    subtitle: body.subtitle || null,
    bannerUrl: body.bannerURL,
    tags: body.tags,
    content,
    anonymous: body.isAnonymous,
    approvalState: "Pending" satisfies ArticleState,
    idempotencyKey,
    createdAt: now,
    updatedAt: now,
  });
  return { post: toPost(row, author), created };
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
  const existing = await articleById(db, id);
  const author =
    existing && !existing.anonymous
      ? (await pickerNames(db, [existing.discordId]))(existing.discordId)
      : null;
  const row = await recordDecision(
    db,
    { id, state, by: admin.sub, at: now },
    (decided) => ({ title: DECISION_TITLES[state], body: decided.title, link: `/articles/${decided.id}` }),
    (tx, decided) =>
      recordArticleEvents(
        tx,
        { ...decided, authorDiscordId: decided.discordId, authorName: decided.anonymous ? null : author },
        state,
        now,
      ),
  );
  if (!row) throw notFound(`There is no article ${id}.`);
  return toPost(row, admin);
}
