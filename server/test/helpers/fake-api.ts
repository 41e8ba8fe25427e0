import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for a third-party HTTP API, started by a test on a free loopback port. Each
 * request is recorded; `respond` decides the answer and may be swapped between steps.
 */
export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: string;
};
export type FakeAnswer = { status?: number; headers?: Record<string, string>; json?: unknown };

export type FakeApi = {
  url: string;
  requests: FakeRequest[];
  respond: (request: FakeRequest) => FakeAnswer;
  close(): Promise<void>;
};

export async function startFakeApi(respond: FakeApi["respond"]): Promise<FakeApi> {
  const fake: FakeApi = { url: "", requests: [], respond, close: async () => {} };
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? "/", "http://fake.invalid");
    const request = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    };
    fake.requests.push(request);
    const answer = fake.respond(request);
    res.writeHead(answer.status ?? 200, { "content-type": "application/json", ...answer.headers });
    res.end(answer.json === undefined ? "" : JSON.stringify(answer.json));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return fake;
}
