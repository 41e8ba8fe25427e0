import type { FastifyInstance } from "fastify";
import { httpError } from "./errors.js";

/**
 * Text the database cannot hold is refused before any route sees it (issue #12 item 2): PostgreSQL
 * text has no NUL character (the query fails: a 500), and a lone UTF-16 surrogate has no UTF-8
 * form (it would be stored silently as U+FFFD). Query string, path parameters and JSON bodies are
 * checked, object keys included; the message names the field.
 */

/** U+0000, or a high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Keeps the walk of a hostile body bounded (a JSON body is at most Fastify's bodyLimit anyway). */
const MAX_DEPTH = 64;

/** What is wrong with a text the database cannot hold, or null. */
export function unstorableText(text: string): string | null {
  const found = UNSTORABLE.exec(text);
  if (!found) return null;
  return found[0] === "\0" ? "must not contain a NUL character" : "must be valid Unicode (a lone surrogate)";
}

/** "field what is wrong" for the first unstorable string in `value` (at `path`), or null. */
export function findUnstorableText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === "string") {
    const wrong = unstorableText(value);
    return wrong && `${path} ${wrong}`;
  }
  if (typeof value !== "object" || value === null || depth > MAX_DEPTH) return null;
  for (const [key, child] of Object.entries(value)) {
    const wrongKey = unstorableText(key);
    if (wrongKey) return `${path} has a key that ${wrongKey}`;
    const found = findUnstorableText(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/** On the API context, before validation: a 400 naming the field. */
export function registerTextGuard(api: FastifyInstance) {
  api.addHook("preValidation", async (request) => {
    for (const value of [request.query, request.params, request.body]) {
      const found = findUnstorableText(value, "");
      if (found) throw httpError(400, found.replace(/^ /, "body "));
    }
  });
}
