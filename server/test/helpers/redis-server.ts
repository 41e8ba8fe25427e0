import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { setTimeout as delay } from "node:timers/promises";

/**
 * A redis-server of the test's own (nothing saved to disk) that it can stop and start again on the
 * same port, as when the operators' Redis goes away and comes back. Null when the machine has no
 * redis-server binary.
 */
export type TestRedis = { url: string; start(): Promise<void>; stop(): Promise<void> };

export const hasRedisServer = () => spawnSync("redis-server", ["--version"]).status === 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

export async function testRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const self: TestRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn(
        "redis-server",
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      child = started;
      let out = "";
      started.stdout?.on("data", (chunk: Buffer) => {
        out += chunk.toString();
      });
      const deadline = Date.now() + 10_000;
      while (!out.includes("Ready to accept connections")) {
        if (Date.now() > deadline || started.exitCode !== null)
          throw new Error(`redis-server failed: ${out}`);
        await delay(20);
      }
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
      child = null;
    },
  };
  await self.start();
  return self;
}
