import type { FastifyReply } from "fastify";
import type { z } from "zod";

/**
 * Pre-serialised API answers (ARCHITECTURE.md "Serve"): list endpoints are built from the
 * database once, checked against their response schema, and then served as the same JSON string
 * until an ingest clears the cache. Concurrent first requests share one build.
 */
export class JsonCache {
  private readonly entries = new Map<string, Promise<string>>();

  get<S extends z.ZodType>(key: string, schema: S, build: () => Promise<z.input<S>>): Promise<string> {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = build().then((value) => JSON.stringify(schema.parse(value)));
      // A failed build is not cached: the next request tries again.
      entry.catch(() => this.entries.delete(key));
      this.entries.set(key, entry);
    }
    return entry;
  }

  clear() {
    this.entries.clear();
  }
}

/**
 * Sends a cached string as is. Fastify skips the route's response serializer for a string with a
 * JSON content type; the schema was already applied when the string was built.
 */
export function sendJson(reply: FastifyReply, json: string) {
  return reply.type("application/json; charset=utf-8").send(json);
}
