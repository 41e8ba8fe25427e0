import type { ArticleCreateBody } from "@fragboard/core";
import type { Parse } from "../../lib/storage.js";

/** What the create form holds; kept in local storage until it is submitted (spec 000 §4). */
export type ArticleDraft = Required<ArticleCreateBody>;

export const EMPTY_DRAFT: ArticleDraft = {
  title: "",
  subtitle: "",
  bannerURL: "",
  tags: [],
  content: "",
  isAnonymous: false,
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A stored draft from an older version or edited by hand keeps what still fits. */
export const parseDraft: Parse<ArticleDraft> = (raw) => {
  if (typeof raw !== "object" || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  return {
    title: text(r.title),
    subtitle: text(r.subtitle),
    bannerURL: text(r.bannerURL),
    tags: Array.isArray(r.tags) ? r.tags.filter((t): t is string => typeof t === "string") : [],
    content: text(r.content),
    isAnonymous: r.isAnonymous === true,
  };
};

/** Tags lose every whitespace character; an empty one is no tag. */
export const normaliseTag = (tag: string) => tag.replace(/\s+/g, "");
