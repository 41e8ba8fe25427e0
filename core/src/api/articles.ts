import { z } from "zod";
import {
  ARTICLE_LIMITS,
  ARTICLE_TITLE_MIN,
  ARTICLE_TITLE_MIN_MESSAGE,
  articleStateSchema,
  BANNER_IMAGE_URL_PATTERN,
  BANNER_URL_MESSAGE,
} from "../constants/articles.js";
import { discordIdSchema, isoDateTimeSchema, trimmedText } from "./common.js";

/** Community articles (docs/api.md#articles). */

/** A stored article. Content is HTML, sanitised when written and again when rendered. */
export const articleRecordSchema = z.object({
  id: z.number().int().positive(),
  discordId: discordIdSchema,
  title: z.string(),
  subtitle: z.string().nullable(),
  bannerURL: z.string(),
  tags: z.array(z.string()),
  content: z.string(),
  anonymous: z.boolean(),
  approvalState: articleStateSchema,
  /** Discord id of the admin who approved or rejected it. */
  approvedBy: discordIdSchema.nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  deletedAt: isoDateTimeSchema.nullable(),
});
export type ArticleRecord = z.infer<typeof articleRecordSchema>;

/** An article as the API serves it; the author of an anonymous post is withheld (null) from other readers. */
export const postSchema = articleRecordSchema.extend({ discordId: discordIdSchema.nullable() });
export type Post = z.infer<typeof postSchema>;

/** `GET /api/fragboard/articles` and `.../articles/{id}` both answer a list. */
export const postsResponseSchema = z.array(postSchema);

/** Tags lose all whitespace; the ones left empty are dropped. */
const tagsInput = z
  .array(z.string())
  .transform((tags) => tags.map((t) => t.replace(/\s+/g, "")).filter((t) => t.length > 0))
  .pipe(
    z
      .array(z.string().max(ARTICLE_LIMITS.tag, `a tag must be at most ${ARTICLE_LIMITS.tag} characters`))
      .max(ARTICLE_LIMITS.tags, `at most ${ARTICLE_LIMITS.tags} tags`),
  );

/** `POST /api/fragboard/article`: a new article starts Pending. */
export const articleCreateBodySchema = z.object({
  title: trimmedText("title", ARTICLE_LIMITS.title).min(ARTICLE_TITLE_MIN, ARTICLE_TITLE_MIN_MESSAGE),
  subtitle: trimmedText("subtitle", ARTICLE_LIMITS.subtitle).default(""),
  /** Optional (spec 000 §2 "Create article"): an empty one is no banner. */
  bannerURL: z
    .string()
    .trim()
    .refine((url) => url === "" || BANNER_IMAGE_URL_PATTERN.test(url), BANNER_URL_MESSAGE)
    .default(""),
  tags: tagsInput.default([]),
  content: z
    .string()
    .min(1, "content must not be empty")
    .max(ARTICLE_LIMITS.content, `content must be at most ${ARTICLE_LIMITS.content} characters`),
  isAnonymous: z.boolean({ error: "isAnonymous must be true or false" }).default(false),
});
export type ArticleCreateBody = z.input<typeof articleCreateBodySchema>;

/** `PATCH /api/fragboard/article/{id}` (admin): a decision, never back to Pending. */
export const articleApprovalBodySchema = z.object({
  approvalState: articleStateSchema.exclude(["Pending"], {
    error: "approvalState must be APPROVED or REJECTED",
  }),
});
export type ArticleApprovalBody = z.infer<typeof articleApprovalBodySchema>;
