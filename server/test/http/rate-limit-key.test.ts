import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { addressKey, NO_ADDRESS_KEY, registerRateLimit } from "../../src/http/rate-limit.js";

/**
 * @fastify/rate-limit's default key generator throws on an undefined request.ip, which is what a
 * client that hangs up mid-request leaves (Node forgets a destroyed socket's address): every
 * dropped client was a level-50 error in the log and a 500.
 */
describe("the rate limit's address key", () => {
  it("keeps IPv4 as is, maps IPv4-mapped IPv6 back, and groups IPv6 by its /64", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:DB8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("gives requests with no address one shared key instead of throwing", () => {
    expect(addressKey(undefined)).toBe(NO_ADDRESS_KEY);
    expect(addressKey("")).toBe(NO_ADDRESS_KEY);
  });

  it("answers a request whose client address is gone without an error", async () => {
    const logged: { level: number; msg: string }[] = [];
    const app = Fastify({
      logger: { level: "info", stream: { write: (line) => logged.push(JSON.parse(line)) } },
    });
    // As after the client hung up: the socket no longer knows its peer.
    app.addHook("onRequest", async (request) => {
      Object.defineProperty(request.raw.socket, "remoteAddress", { value: undefined, configurable: true });
    });
    await registerRateLimit(app, { reads: 2, writes: 1, windowMs: 60_000 });
    app.get("/x", async (request) => ({ ip: request.ip ?? null }));
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await app.inject({ url: "/x" }));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 429]);
    expect(answers[0]?.json()).toEqual({ ip: null });
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    await app.close();
  });
});
