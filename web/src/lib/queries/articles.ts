import { type ArticleState, CACHE_TIMES, type Post } from "@fragboard/core";
import { restQuery } from "./query-options.js";

/** Articles (docs/api.md#articles): the approved list, an admin's other states, one article. */
export const articlesQuery = (state: ArticleState = "APPROVED") =>
  restQuery<Post[]>(
    "/api/fragboard/articles",
    { state: state === "APPROVED" ? undefined : state },
    // The review list must show what was just submitted.
    state === "APPROVED" ? CACHE_TIMES.articles : 0,
  );

/** One article, as the one-element list the API answers. */
export const articleQuery = (id: number) =>
  restQuery<Post[]>(`/api/fragboard/articles/${id}`, {}, CACHE_TIMES.article);

/** Every article query: what a submission or a decision makes stale. */
export const ARTICLES_KEY_PREFIX = "/api/fragboard/articles";
