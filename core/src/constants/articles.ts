import { z } from "zod";

/** Exactly these three, everywhere (Our rules 3). */
export const ARTICLE_STATES = ["Pending", "APPROVED", "REJECTED"] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];
export const articleStateSchema = z.enum(ARTICLE_STATES, {
  error: `approvalState must be one of ${ARTICLE_STATES.join(", ")}`,
});

export const ARTICLE_LIST_SIZE = 10;
export const ARTICLE_TITLE_MIN = 3;
export const ARTICLE_TITLE_MIN_MESSAGE = `Title must be at least ${ARTICLE_TITLE_MIN} characters`;
/** An http(s) URL whose path ends in an image extension (a query string may follow). */
export const BANNER_IMAGE_URL_PATTERN =
  /^https?:\/\/[^\s/?#]+\/[^\s?#]*\.(png|jpe?g|gif|svg)(\?[^\s#]*)?(#\S*)?$/i;
export const BANNER_URL_MESSAGE = "Invalid URL";
export const ARTICLE_LIMITS = {
  title: 120,
  subtitle: 200,
  tag: 32,
  tags: 10,
  /** Sanitised HTML of the rich-text editor. */
  content: 100_000,
} as const;

/**
 * The stored article HTML's allow-list (docs/api.md#articles): the rich-text editor's vocabulary.
 * The server sanitises to it on write, the web app again when it renders.
 */
export const ARTICLE_HTML_TAGS = [
  "p",
  "br",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "hr",
  "a",
  "img",
] as const;
export const ARTICLE_HTML_ATTRIBUTES = {
  a: ["href", "target", "rel"],
  img: ["src", "alt", "title"],
  ol: ["start"],
} as const;
