import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * One compression policy for every response: @fastify/compress applies it to live answers and
 * static files, the JSON cache to the answers it keeps (compressed once per entry, not per request).
 */

export type Encoding = "br" | "gzip";

/** Preferred first: brotli is ~15-20% smaller than gzip on our JSON. */
export const ENCODINGS: readonly Encoding[] = ["br", "gzip"];

/** Below this many bytes compression costs more than it saves (the plugin's default). */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli quality 5: near quality 11's size on repetitive JSON at a small fraction of its time, so a
 * cache entry's first compressed answer stays quick (bench/results/http.json has the figures).
 */
export const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
  },
};
export const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Below this many bytes an answer is compressed at once, on the event loop: an async compression's
 * stream and thread-pool round trip cost more than the work itself (a 3.5 KB answer: 0.14 ms of
 * CPU at once against 0.43 ms async), and an uncached answer (a player's filtered stats, a search)
 * pays it on every request.
 */
const SYNC_BELOW = 32 * 1024;

/**
 * An answer's bytes in `encoding`: a small one at once, a big one async (libuv's thread pool), so
 * a big entry does not stall other requests. Brotli is told the size, to size its buffers to it.
 */
export function compress(encoding: Encoding, body: Buffer): Promise<Buffer> {
  if (body.length < SYNC_BELOW) {
    try {
      return Promise.resolve(
        encoding === "br" ? zlib.brotliCompressSync(body, sized(body)) : zlib.gzipSync(body, GZIP_OPTIONS),
      );
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return encoding === "br" ? brotli(body, sized(body)) : gzip(body, GZIP_OPTIONS);
}

const sized = (body: Buffer): zlib.BrotliOptions => ({
  params: { ...BROTLI_OPTIONS.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/**
 * The encoding to answer with for an Accept-Encoding header: the client's highest q-value among
 * ours, ties broken by our preference; null = identity. `*` stands for any encoding not named.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  // Browsers send the same few headers on every request: the last one's answer is kept.
  if (header === lastNegotiated.header) return lastNegotiated.encoding;
  const encoding = negotiated(header);
  lastNegotiated = { header, encoding };
  return encoding;
}

let lastNegotiated: { header: string | undefined; encoding: Encoding | null } = {
  header: undefined,
  encoding: null,
};

function negotiated(header: string): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    weights.set(name === "x-gzip" ? "gzip" : name, q ? Number(q.slice(2)) : 1);
  }
  const anyOther = weights.get("*") ?? 0;
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const q = weights.get(encoding) ?? anyOther;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}
