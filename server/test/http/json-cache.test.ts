import { describe, expect, it } from "vitest";
import { z } from "zod";
import { JsonCache, profileKey } from "../../src/http/json-cache.js";

const schema = z.object({ n: z.number() });

/** A build the test finishes by hand. */
function deferred() {
  let finish!: (value: { n: number }) => void;
  const promise = new Promise<{ n: number }>((resolve) => {
    finish = resolve;
  });
  return { promise, finish };
}

describe("JsonCache", () => {
  it("builds once for concurrent requests and serves the same bytes after", async () => {
    const cache = new JsonCache();
    let builds = 0;
    const build = async () => ({ n: ++builds });
    const [a, b] = await Promise.all([cache.get("k", schema, build), cache.get("k", schema, build)]);
    expect(a).toBe(b);
    expect((await cache.get("k", schema, build)).body.toString()).toBe('{"n":1}');
    expect(builds).toBe(1);
  });

  it("never keeps a build that was running when the cache was cleared", async () => {
    const cache = new JsonCache();
    const before = deferred();
    const waiting = cache.get("k", schema, () => before.promise);
    cache.clear();
    const after = cache.get("k", schema, async () => ({ n: 2 }));
    before.finish({ n: 1 });
    expect((await waiting).body.toString()).toBe('{"n":1}');
    expect((await after).body.toString()).toBe('{"n":2}');
    expect((await cache.get("k", schema, async () => ({ n: 3 }))).body.toString()).toBe('{"n":2}');
  });

  it("does not keep a failed build, nor an answer its schema refuses", async () => {
    const cache = new JsonCache();
    await expect(cache.get("k", schema, async () => Promise.reject(new Error("db down")))).rejects.toThrow();
    await expect(cache.get("k", schema, async () => ({ n: "x" }) as never)).rejects.toThrow();
    expect((await cache.get("k", schema, async () => ({ n: 4 }))).body.toString()).toBe('{"n":4}');
  });

  it("compresses each encoding once and hashes the JSON once", async () => {
    const cache = new JsonCache();
    const answer = await cache.get("k", schema, async () => ({ n: 5 }));
    const [br, again] = await Promise.all([answer.encodedAs("br"), answer.encodedAs("br")]);
    expect(again).toBe(br);
    expect(await answer.encodedAs("gzip")).not.toBe(br);
    expect(answer.hash).toMatch(/^[\w-]{27}$/);
  });

  it("invalidates one resource by key prefix, or everything, and tells the other instances which", async () => {
    const cache = new JsonCache();
    const broadcasts: (string | undefined)[] = [];
    let graphqlCleared = 0;
    cache.onInvalidate((prefix) => broadcasts.push(prefix));
    cache.onClear(() => graphqlCleared++);
    let builds = 0;
    const build = async () => ({ n: ++builds });
    await cache.get(profileKey("111"), schema, build);
    await cache.get(profileKey("1112"), schema, build);
    await cache.get("players:12", schema, build);
    cache.invalidate(profileKey("111"));
    expect(broadcasts).toEqual(["profile:111:"]);
    expect(graphqlCleared).toBe(0);
    expect((await cache.get(profileKey("111"), schema, build)).body.toString()).toBe('{"n":4}');
    // Another person's profile (whose id merely starts the same) and the lists stay.
    expect((await cache.get(profileKey("1112"), schema, build)).body.toString()).toBe('{"n":2}');
    expect((await cache.get("players:12", schema, build)).body.toString()).toBe('{"n":3}');
    cache.invalidate();
    expect(broadcasts).toEqual(["profile:111:", undefined]);
    expect(graphqlCleared).toBe(1);
    expect((await cache.get("players:12", schema, build)).body.toString()).toBe('{"n":5}');
  });

  it("keeps at most its byte budget, dropping the least recently used answer first", async () => {
    // '{"n":1}' is 7 bytes: three fit in 21.
    const cache = new JsonCache(21);
    let builds = 0;
    const build = async () => ({ n: ++builds % 10 });
    for (const key of ["a", "b", "c"]) await cache.get(key, schema, build);
    expect(cache.bytes).toBe(21);
    await cache.get("a", schema, build);
    await cache.get("d", schema, build);
    expect(cache.bytes).toBe(21);
    // "b" was the least recently used: it is built again, "a" (read since) is not.
    expect(builds).toBe(4);
    await cache.get("a", schema, build);
    expect(builds).toBe(4);
    await cache.get("b", schema, build);
    expect(builds).toBe(5);
    cache.invalidate("b");
    expect(cache.bytes).toBe(14);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });

  it("counts each answer's compressed copies against its budget once they are made", async () => {
    const long = z.object({ s: z.string() });
    // '{"s":"x…x"}' is 2,008 bytes: two fit, with one byte to spare.
    const cache = new JsonCache(2 * 2008 + 1);
    let builds = 0;
    const build = async () => {
      builds++;
      return { s: "x".repeat(2000) };
    };
    await cache.get("a", long, build);
    const b = await cache.get("b", long, build);
    expect(cache.bytes).toBe(2 * 2008);
    const copy = await b.encodedAs("br");
    await Promise.resolve();
    // b's copy went past the budget: a, the least recently used, made room.
    expect(b.bytes).toBe(2008 + copy.length);
    expect(cache.bytes).toBe(2008 + copy.length);
    await cache.get("b", long, build);
    await cache.get("a", long, build);
    expect(builds).toBe(3);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });

  it("never drops a build under way to make room, and keeps no answer bigger than the budget", async () => {
    const cache = new JsonCache(14);
    const slow = deferred();
    const waiting = cache.get("slow", schema, () => slow.promise);
    let builds = 0;
    const build = async () => ({ n: ++builds });
    for (const key of ["a", "b", "c"]) await cache.get(key, schema, build);
    // "slow", the oldest, is still building: "a" made room for "c".
    expect(cache.bytes).toBe(14);
    await cache.get("big", z.object({ s: z.string() }), async () => ({ s: "more than the budget" }));
    expect(cache.bytes).toBe(14);
    await cache.get("b", schema, build);
    await cache.get("a", schema, build);
    expect(builds).toBe(4);
    slow.finish({ n: 9 });
    expect((await waiting).body.toString()).toBe('{"n":9}');
    expect(cache.bytes).toBe(14);
  });
});
