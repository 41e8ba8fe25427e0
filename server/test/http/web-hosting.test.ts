import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { errorBodySchema } from "@fragboard/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import type { Database } from "../../src/db/client.js";
import { openTestDatabase } from "../helpers/databases.js";

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head></html>';
const SCRIPT = `console.log(${JSON.stringify("fragboard ".repeat(400))});`;
const HTML = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
const NOINDEX = '<meta name="robots" content="noindex">';
/** What the web build writes (web/vite-plugins/page-preloads.ts), and one entry that is no asset of ours. */
const PRELOADS = {
  "/franchises/:franchise/:team": ["/assets/TeamPage-Xy12.js", "/assets/Stat-Zz34.js"],
  "/about": ["https://elsewhere.example/evil.js"],
  "/": ["/assets/PlayersPage-Pq56.js"],
};
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

async function appServing(dist: string) {
  const database: Database = await openTestDatabase("pglite");
  const app: FastifyInstance = await buildApp({ database, config: loadConfig({}), webDist: dist });
  return {
    get: (url: string, headers: Record<string, string> = HTML) => app.inject({ url, headers }),
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

describe("hosting the built web app", () => {
  let dist: string;
  let served: Awaited<ReturnType<typeof appServing>>;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), "fragboard-dist-"));
    await mkdir(path.join(dist, "assets"));
    await writeFile(path.join(dist, "index.html"), INDEX);
    await writeFile(path.join(dist, "page-preloads.json"), JSON.stringify(PRELOADS));
    await writeFile(path.join(dist, "assets", "index-Ab12Cd34.js"), SCRIPT);
    await writeFile(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    served = await appServing(dist);
  });
  afterAll(async () => {
    await served?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("answers / and every page path with index.html, revalidated on each visit", async () => {
    for (const url of ["/standings", "/about", "/players/?season=14"]) {
      const res = await served.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.body, url).toBe(INDEX);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-security-policy"], url).toContain("script-src 'self'");
    }
  });

  it("names the page's own chunks in its HTML, so they download alongside the app's code", async () => {
    // This league is empty: the team is unknown (404, page-status.test.ts), its page's code the same.
    const res = await served.get("/franchises/ABC/Team%20One?q=x");
    expect(res.statusCode).toBe(404);
    expect(preloadsOf(res.body)).toEqual(PRELOADS["/franchises/:franchise/:team"]);
    expect(res.body.replace(/<link rel="modulepreload"[^>]*>\n/g, "").replace(`${NOINDEX}\n`, "")).toBe(
      INDEX,
    );
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("answers / as a page of its own, with its preloads, not as the static files' index.html", async () => {
    for (const url of ["/", "/?season=14"]) {
      const res = await served.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(preloadsOf(res.body), url).toEqual(PRELOADS["/"]);
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
    expect((await served.app.inject({ method: "HEAD", url: "/", headers: HTML })).statusCode).toBe(200);
  });

  it("serves a rebuilt index.html without a restart", async () => {
    const rebuilt = INDEX.replace("index-Ab12Cd34", "index-Ef56Gh78");
    await writeFile(path.join(dist, "index.html"), rebuilt);
    const later = new Date(Date.now() + 5_000);
    await utimes(path.join(dist, "index.html"), later, later);
    try {
      expect((await served.get("/players")).body).toBe(rebuilt);
      expect(preloadsOf((await served.get("/franchises/A/B")).body)).toHaveLength(2);
    } finally {
      await writeFile(path.join(dist, "index.html"), INDEX);
    }
  });

  it("answers an address that is no page with status 404 and the app, which shows its 404 page", async () => {
    for (const url of ["/nowhere/at/all", "/player", "/players/a/b", "/graphics"]) {
      const res = await served.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.body, url).toBe(INDEX.replace("</head>", `${NOINDEX}\n</head>`));
    }
  });

  it("serves hashed assets as immutable for a year, compressed", async () => {
    const res = await served.get("/assets/index-Ab12Cd34.js", { "accept-encoding": "br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-type"]).toContain("javascript");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect((await served.get("/favicon.svg")).headers["cache-control"]).toBe("no-cache");
  });

  it("sends the build's compressed copies of an asset as they are, each to a client that takes it", async () => {
    // Copies whose text differs from the file's: what arrives shows which one was sent.
    const file = path.join(dist, "assets", "Page-Cd56.js");
    await writeFile(file, SCRIPT);
    await writeFile(`${file}.br`, brotliCompressSync(`${SCRIPT}//br`));
    await writeFile(`${file}.gz`, gzipSync(`${SCRIPT}//gz`));
    const url = "/assets/Page-Cd56.js";

    const br = await served.get(url, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toContain("ccept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${SCRIPT}//br`);

    const gz = await served.get(url, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${SCRIPT}//gz`);

    const plain = await served.get(url, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"] ?? "identity").toBe("identity");
    expect(plain.body).toBe(SCRIPT);
  });

  it("answers an unknown asset, an API path or a non-page request with a 404, not the app", async () => {
    for (const [url, headers] of [
      ["/assets/index-Gone0000.js", HTML],
      ["/api/nothing", HTML],
      ["/players", { accept: "application/json" }],
    ] as const) {
      const res = await served.get(url, headers);
      expect(res.statusCode, url).toBe(404);
      expect(errorBodySchema.parse(res.json()).error.code, url).toBe("NOT_FOUND");
    }
    const post = await served.app.inject({ method: "POST", url: "/players", headers: HTML });
    expect(post.statusCode).toBe(404);
  });

  it("keeps serving the API next to it", async () => {
    expect((await served.get("/api/health", {})).json()).toEqual({ status: "ok", db: "pglite" });
  });
});

describe("before the web app is built", () => {
  let served: Awaited<ReturnType<typeof appServing>>;
  beforeAll(async () => {
    served = await appServing(path.join(tmpdir(), "fragboard-never-built"));
  });
  afterAll(async () => {
    await served?.close();
  });

  it("answers pages with a note saying how to build it, and the API as usual", async () => {
    const page = await served.get("/");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("npm run build -w web");
    expect((await served.get("/players/x")).body).toContain("npm run build -w web");
    expect((await served.get("/assets/index.js")).statusCode).toBe(404);
    expect((await served.get("/api/health", {})).statusCode).toBe(200);
  });
});
