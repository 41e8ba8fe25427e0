import { request } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import mercurius from "mercurius";
import { describe, expect, it } from "vitest";
import { errorFormatter } from "../../src/graphql/errors.js";

/**
 * A client that hangs up mid-query used to leave a level-50 "graphql resolver failed" (Premature
 * close) in the log, which alerting counts as our failure; it is an info line now.
 */
describe("a GraphQL client that hangs up", () => {
  it("is logged at info, while a resolver that fails for a connected client stays an error", async () => {
    const logged: { level: number; msg: string }[] = [];
    const app = Fastify({
      logger: { level: "info", stream: { write: (line) => logged.push(JSON.parse(line)) } },
    });
    let resolving: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      resolving = resolve;
    });
    await app.register(mercurius, {
      schema: "type Query { slow: Int, broken: Int }",
      resolvers: {
        Query: {
          slow: async (_root, _args, context) => {
            resolving();
            await new Promise((resolve) => context.reply.raw.once("close", resolve));
            throw new Error("Premature close");
          },
          broken: async () => {
            throw new Error("a bug of ours");
          },
        },
      },
      errorFormatter,
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;

    const hangUp = request({
      port,
      path: "/graphql",
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    hangUp.on("error", () => {});
    hangUp.end(JSON.stringify({ query: "{ slow }" }));
    await started;
    hangUp.destroy();
    await expect.poll(() => logged.some((line) => line.msg.includes("the client went away"))).toBe(true);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);

    const broken = await app.inject({ method: "POST", url: "/graphql", payload: { query: "{ broken }" } });
    expect(broken.statusCode).toBe(500);
    expect(logged.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([
      "graphql resolver failed",
    ]);
    await app.close();
  });
});
