import {
  ARTICLE_TITLE_MIN,
  ARTICLE_TITLE_MIN_MESSAGE,
  BANNER_IMAGE_URL_PATTERN,
  BANNER_URL_MESSAGE,
} from "@fragboard/core";
import type { FieldErrors } from "../../lib/use-form.js";
import type { ArticleDraft } from "./article-draft.js";

export const inputClass = "h-9 w-full rounded border border-line bg-surface px-2 text-sm";

/** What cannot be sent as it is (the server's own rules, core's articleCreateBodySchema). */
export function articleErrors(draft: ArticleDraft): FieldErrors<ArticleDraft> {
  const banner = draft.bannerURL.trim();
  return {
    ...(draft.title.trim().length < ARTICLE_TITLE_MIN ? { title: ARTICLE_TITLE_MIN_MESSAGE } : {}),
    // The banner is optional: only one that is there must be an image address.
    ...(banner !== "" && !BANNER_IMAGE_URL_PATTERN.test(banner) ? { bannerURL: BANNER_URL_MESSAGE } : {}),
    ...(draft.content === "" ? { content: "Write the article first." } : {}),
  };
}

/** The field a refusal of the server names ("title must...", "bannerURL: ..."). */
export function articleFieldOf(message: string): keyof ArticleDraft | undefined {
  const named = (["title", "subtitle", "bannerURL", "tags", "content"] as const).find((field) =>
    message.toLowerCase().startsWith(field.toLowerCase()),
  );
  return named ?? (message === BANNER_URL_MESSAGE ? "bannerURL" : undefined);
}
