import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Encoding } from "./compression.js";

/**
 * ETags and conditional GETs. A cached answer has a strong tag per encoding (the bytes differ),
 * all sharing one hash, so a client holding any of them gets a 304; a live answer gets a weak tag,
 * since @fastify/compress may re-encode it after the tag is set.
 */

/** base64url never contains ".", so it can separate the hash from an encoding suffix. */
export const hashOf = (body: string | Buffer) => createHash("sha1").update(body).digest("base64url");

export const strongTag = (hash: string, encoding: Encoding | null) =>
  `"${encoding ? `${hash}.${encoding}` : hash}"`;

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ and the encoding suffix do not count. */
export function isNotModified(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((raw) => {
    const tag = raw.trim();
    if (tag === "*") return true;
    const opaque = tag.replace(/^W\//, "").replace(/^"|"$/g, "");
    return opaque.split(".")[0] === hash;
  });
}

/** Weak ETags and 304s for GET answers serialised per request (cached ones set their own tag first). */
export function registerLiveEtags(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    const method = request.method;
    if ((method !== "GET" && method !== "HEAD") || reply.statusCode !== 200) return payload;
    if (typeof payload !== "string" || reply.hasHeader("etag")) return payload;
    const hash = hashOf(payload);
    reply.header("etag", `W/"${hash}"`);
    if (!isNotModified(request.headers["if-none-match"], hash)) return payload;
    reply.code(304);
    return "";
  });
}
