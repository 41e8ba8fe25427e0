import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server standing in for Discord and generic receivers (issue #23's tests): it records
 * every request, and answers each path by its script: `/ok` 204; `/status/{code}` that status
 * forever; `/flaky/{code}/{n}` that status for the first n requests, then 204; `/429/{n}` Discord's
 * 429 with `retry_after` 0.25 s for the first n, then 204.
 */
export type Received = { path: string; headers: IncomingHttpHeaders; body: string; at: number };

export async function startReceiver() {
  const received: Received[] = [];
  const seen = new Map<string, number>();
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body, at: Date.now() });
      const count = (seen.get(path) ?? 0) + 1;
      seen.set(path, count);
      const [, kind, a, b] = path.split("/");
      if (kind === "status") return response.writeHead(Number(a)).end("no");
      if (kind === "flaky" && count <= Number(b)) return response.writeHead(Number(a)).end("not now");
      if (kind === "429" && count <= Number(a))
        return response
          .writeHead(429, { "content-type": "application/json", "retry-after": "1" })
          .end(JSON.stringify({ message: "You are being rate limited.", retry_after: 0.25, global: false }));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    to: (path: string) => received.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
