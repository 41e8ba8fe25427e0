import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { REPO_ROOT } from "@fragboard/e2e";
import lighthouse, { desktopConfig, type Result } from "lighthouse";
import type { Figure } from "./results.js";

/**
 * Lighthouse's desktop preset (simulated throttling, cold cache) on one page, the figures of its
 * runs (medians), and the web build's chunk sizes: shared by the page benches (lighthouse.ts,
 * tools.ts).
 */

export const RUNS = 3;
const ASSETS = join(REPO_ROOT, "web/dist/assets");
const KB = 1024;

type NetworkItem = {
  url: string;
  resourceType?: string;
  transferSize?: number;
  /** ms after the first request of the load. */
  networkRequestTime?: number;
};

export type PageRun = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  jsBeforeRender: { transferred: number; gzip: number };
  apiData: { transferred: number; gzip: number };
  /** Paths of the requests counted above, for the results file. */
  counted: { scripts: string[]; api: string[] };
};

const gzipBytes = (body: Uint8Array) => gzipSync(body).length;

/**
 * Scripts and API answers are fetched again (decoded) and gzipped: the transferred size depends on
 * the encoding chosen. (Fetched, not read from web/dist: a BENCH_ORIGIN server may serve another build.)
 */
async function fetchedGzip(url: string, attempts = 2): Promise<number> {
  try {
    return gzipBytes(new Uint8Array(await (await fetch(url)).arrayBuffer()));
  } catch (error) {
    // A kept-alive socket the server has just closed: asking again opens a new one.
    if (attempts <= 1) throw error;
    return fetchedGzip(url, attempts - 1);
  }
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};
export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function auditValue(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

/** Headless traces now and then miss their navigation start (NO_NAVSTART); Lighthouse says to run again. */
const ATTEMPTS = 3;

async function audit(url: string, port: number): Promise<Result> {
  let error = "";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(
      url,
      { port, logLevel: "error", onlyCategories: ["performance"] },
      desktopConfig,
    );
    if (result && !result.lhr.runtimeError) return result.lhr;
    error = result?.lhr.runtimeError?.message ?? "no result";
    console.warn(`Lighthouse on ${url}, attempt ${attempt}: ${error}`);
  }
  throw new Error(`Lighthouse on ${url} failed ${ATTEMPTS} times: ${error}`);
}

export async function measure(url: string, port: number): Promise<PageRun> {
  const lhr = await audit(url, port);

  const network = lhr.audits["network-requests"]?.details as
    | { items: NetworkItem[]; debugData?: { networkStartTimeTs?: number } }
    | undefined;
  const metrics = lhr.audits.metrics?.details as
    | { items: [{ observedFirstContentfulPaintTs?: number }] }
    | undefined;
  const startTs = network?.debugData?.networkStartTimeTs;
  const fcpTs = metrics?.items[0]?.observedFirstContentfulPaintTs;
  if (!network || startTs === undefined || fcpTs === undefined)
    throw new Error("Lighthouse gave no request timings");
  // Both in the trace's microseconds: the observed (unthrottled) load, not the simulated one.
  const beforeRender = network.items.filter(
    (item) =>
      item.resourceType === "Script" &&
      item.networkRequestTime !== undefined &&
      startTs + item.networkRequestTime * 1000 < fcpTs,
  );
  const api = network.items.filter((item) => pathOf(item.url).startsWith("/api/"));

  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: auditValue(lhr, "first-contentful-paint"),
    lcp: auditValue(lhr, "largest-contentful-paint"),
    tbt: auditValue(lhr, "total-blocking-time"),
    jsBeforeRender: {
      transferred: sum(beforeRender.map((item) => item.transferSize ?? 0)),
      gzip: sum(await Promise.all(beforeRender.map((item) => fetchedGzip(item.url)))),
    },
    apiData: {
      transferred: sum(api.map((item) => item.transferSize ?? 0)),
      gzip: sum(await Promise.all(api.map((item) => fetchedGzip(item.url)))),
    },
    counted: {
      scripts: beforeRender.map((item) => pathOf(item.url)),
      api: api.map((item) => pathOf(item.url)),
    },
  };
}

/** A page's targets (from its issue); data only where the page sets one. */
export type Targets = { score: number; lcp: number; tbt: number; data?: number };

/** The targets most pages share (issues 5 and 8). */
export const DEFAULT_TARGETS: Targets = { score: 95, lcp: 1000, tbt: 100, data: 150 };

export function pageFigures(label: string, runs: PageRun[], targets: Targets): Figure[] {
  const of = (pick: (run: PageRun) => number) => median(runs.map(pick));
  const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
  return [
    {
      name: `${label} performance score`,
      value: of((r) => r.score),
      unit: "/100",
      target: `≥ ${targets.score}`,
    },
    { name: `${label} FCP`, value: Math.round(of((r) => r.fcp)), unit: "ms" },
    { name: `${label} LCP`, value: Math.round(of((r) => r.lcp)), unit: "ms", target: `≤ ${targets.lcp}` },
    { name: `${label} TBT`, value: Math.round(of((r) => r.tbt)), unit: "ms", target: `≤ ${targets.tbt}` },
    {
      name: `${label} JS before first render (gzip)`,
      value: kb(of((r) => r.jsBeforeRender.gzip)),
      unit: "KB",
      target: "≤ 150",
    },
    {
      name: `${label} JS before first render (transferred)`,
      value: kb(of((r) => r.jsBeforeRender.transferred)),
      unit: "KB",
    },
    {
      name: `${label} API data (gzip)`,
      value: kb(of((r) => r.apiData.gzip)),
      unit: "KB",
      ...(targets.data === undefined ? {} : { target: `≤ ${targets.data}` }),
    },
    { name: `${label} API data (transferred)`, value: kb(of((r) => r.apiData.transferred)), unit: "KB" },
  ];
}

/** Every file Vite emitted, biggest first, with the gzip size that matters on the wire. */
export function chunkSizes() {
  return readdirSync(ASSETS)
    .map((file) => {
      const body = readFileSync(join(ASSETS, file));
      return { file, kb: Math.round(body.length / KB), gzipKb: Math.round((gzipBytes(body) / KB) * 10) / 10 };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
}
