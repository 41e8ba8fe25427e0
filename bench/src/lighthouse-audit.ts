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
  /** The score's other two metrics: a low score with good LCP and TBT is one of these. */
  cls: number;
  /** Bytes of the page's HTML on the wire. */
  html: number;
  speedIndex: number;
  /**
   * Load-independent(ish) structure of the load, in ms of the observed (unthrottled) trace: all
   * main-thread work, the script part of it (evaluation, parse, compile) and the long tasks' total.
   * TBT swings with the machine's load; these say whether the page itself does less.
   */
  mainThread: number;
  scriptTime: number;
  longTasks: number;
  jsBeforeRender: { transferred: number; gzip: number };
  apiData: { transferred: number; gzip: number };
  /** Paths of the requests counted above, for the results file. */
  counted: { scripts: string[]; api: string[] };
};

const gzipBytes = (body: Uint8Array) => gzipSync(body).length;

/** A request as the page sent it: GraphQL reads are POSTs whose body is the operation. */
type SentRequest = { url: string; method: string; body?: string; contentType?: string; status?: number };

/**
 * Scripts and API answers are fetched again (decoded) and gzipped: the transferred size depends on
 * the encoding chosen. (Fetched, not read from web/dist: a BENCH_ORIGIN server may serve another build.)
 * Sent again as the page sent them, method and body included: a GraphQL POST asked again as a GET
 * would measure an error answer.
 */
async function fetchedGzip(request: SentRequest, attempts = 2): Promise<number> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      body: request.body,
      headers: request.contentType ? { "content-type": request.contentType } : {},
    });
    // Not the page's answer (a request asked differently): its bytes would mean nothing.
    if (request.status !== undefined && response.status !== request.status)
      throw new Error(`${request.method} ${request.url} answered ${response.status}, not ${request.status}`);
    return gzipBytes(new Uint8Array(await response.arrayBuffer()));
  } catch (error) {
    // A kept-alive socket the server has just closed: asking again opens a new one.
    if (attempts <= 1) throw error;
    return fetchedGzip(request, attempts - 1);
  }
}

/** A GraphQL request's operation name, for the list of what was counted. */
function operationOf(request: SentRequest): string {
  try {
    return (JSON.parse(request.body ?? "{}") as { operationName?: string }).operationName ?? "";
  } catch {
    return "";
  }
}

type DevtoolsEvent = { method: string; params: Record<string, unknown> };
type WillBeSent = {
  requestId: string;
  request: { url: string; method: string; postData?: string; headers: Record<string, string> };
};

/**
 * The API requests of the load with their method and body (Lighthouse's network table has neither)
 * and the bytes each took on the wire, from the DevTools protocol log. CORS preflights and requests
 * that never finished are left out.
 */
function apiRequests(log: DevtoolsEvent[]): { request: SentRequest; transferred: number }[] {
  const sent = new Map<string, WillBeSent["request"]>();
  const statuses = new Map<string, number>();
  const done: { request: SentRequest; transferred: number }[] = [];
  for (const { method, params } of log) {
    if (method === "Network.requestWillBeSent") {
      const { requestId, request } = params as unknown as WillBeSent;
      if (pathOf(request.url).startsWith("/api/") && request.method !== "OPTIONS")
        sent.set(requestId, request);
    } else if (method === "Network.responseReceived") {
      const { requestId, response } = params as { requestId: string; response: { status: number } };
      statuses.set(requestId, response.status);
    } else if (method === "Network.loadingFinished") {
      const request = sent.get(params.requestId as string);
      if (!request) continue;
      const contentType = Object.entries(request.headers).find(
        ([name]) => name.toLowerCase() === "content-type",
      );
      done.push({
        request: {
          url: request.url,
          method: request.method,
          body: request.postData,
          contentType: contentType?.[1],
          status: statuses.get(params.requestId as string),
        },
        transferred: Number(params.encodedDataLength ?? 0),
      });
    }
  }
  return done;
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

/**
 * LIGHTHOUSE_PRESET=mobile runs Lighthouse's default (mobile) preset instead of the desktop one:
 * slow 4G and a 4× slower CPU, a mid-range phone (issue #29). The league pages' bench writes its
 * figures to bench/results/lighthouse-mobile.json; the other benches print them only.
 */
export const MOBILE_PRESET = process.env.LIGHTHOUSE_PRESET === "mobile";

async function audit(url: string, port: number): Promise<{ lhr: Result; log: DevtoolsEvent[] }> {
  let error = "";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(
      url,
      { port, logLevel: "error", onlyCategories: ["performance"] },
      MOBILE_PRESET ? undefined : desktopConfig,
    );
    if (result && !result.lhr.runtimeError)
      return { lhr: result.lhr, log: result.artifacts.DevtoolsLog as unknown as DevtoolsEvent[] };
    error = result?.lhr.runtimeError?.message ?? "no result";
    console.warn(`Lighthouse on ${url}, attempt ${attempt}: ${error}`);
  }
  throw new Error(`Lighthouse on ${url} failed ${ATTEMPTS} times: ${error}`);
}

export async function measure(url: string, port: number): Promise<PageRun> {
  const { lhr, log } = await audit(url, port);

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
  const api = apiRequests(log);
  const longTasks = lhr.audits["long-tasks"]?.details as { items: { duration: number }[] } | undefined;

  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: auditValue(lhr, "first-contentful-paint"),
    lcp: auditValue(lhr, "largest-contentful-paint"),
    tbt: auditValue(lhr, "total-blocking-time"),
    cls: auditValue(lhr, "cumulative-layout-shift"),
    // A page rendered on the server carries its first screen and data in its HTML.
    html: sum(
      network.items.filter((item) => item.resourceType === "Document").map((i) => i.transferSize ?? 0),
    ),
    speedIndex: auditValue(lhr, "speed-index"),
    mainThread: auditValue(lhr, "mainthread-work-breakdown"),
    scriptTime: auditValue(lhr, "bootup-time"),
    longTasks: sum((longTasks?.items ?? []).map((task) => task.duration)),
    jsBeforeRender: {
      transferred: sum(beforeRender.map((item) => item.transferSize ?? 0)),
      gzip: sum(await Promise.all(beforeRender.map((item) => fetchedGzip({ url: item.url, method: "GET" })))),
    },
    apiData: {
      transferred: sum(api.map((item) => item.transferred)),
      gzip: sum(await Promise.all(api.map((item) => fetchedGzip(item.request)))),
    },
    counted: {
      scripts: beforeRender.map((item) => pathOf(item.url)),
      api: api.map(({ request }) =>
        request.method === "GET"
          ? pathOf(request.url)
          : `${request.method} ${pathOf(request.url)} ${operationOf(request)}`,
      ),
    },
  };
}

/** A page's targets (from its issue); data only where the page sets one. */
export type Targets = { score: number; lcp: number; tbt: number; data?: number; cls?: number };

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
      name: `${label} CLS`,
      value: Math.round(of((r) => r.cls) * 1000) / 1000,
      unit: "",
      ...(targets.cls === undefined ? {} : { target: `≤ ${targets.cls}` }),
    },
    { name: `${label} HTML (transferred)`, value: kb(of((r) => r.html)), unit: "KB" },
    { name: `${label} Speed Index`, value: Math.round(of((r) => r.speedIndex)), unit: "ms" },
    { name: `${label} main-thread work`, value: Math.round(of((r) => r.mainThread)), unit: "ms" },
    { name: `${label} script execution`, value: Math.round(of((r) => r.scriptTime)), unit: "ms" },
    { name: `${label} long tasks (sum)`, value: Math.round(of((r) => r.longTasks)), unit: "ms" },
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
