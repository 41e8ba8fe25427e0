import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

const REQUEST_ID_HEADER = "x-request-id";

/** A caller's (or proxy's) id is kept so logs line up across services, if it is a sane token. */
const PASSED_ID = /^[\w.:@-]{1,128}$/;

/** Fastify's genReqId: the id in every log line of the request. */
export function requestId(request: IncomingMessage): string {
  const passed = request.headers[REQUEST_ID_HEADER];
  return typeof passed === "string" && PASSED_ID.test(passed) ? passed : randomUUID();
}

/**
 * What the web app (and Swagger UI) needs and nothing more: own scripts; own styles plus inline
 * ones, because Radix injects <style> elements (scroll lock) and ECharts / Swagger UI set style
 * attributes; images from data: (the PNG export, inline SVG) and https: (chat-platform
 * avatars, article banners). No upgrade-insecure-requests: self-hosted installs often run on plain
 * HTTP, where it would break every same-origin asset.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "https:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/** Images other sites' pages may show (helmet's Cross-Origin-Resource-Policy is same-origin). */
const SHARED_MEDIA = /^\/api\/(avatars|logos)\//;

/**
 * With SENTRY_DSN the browser SDK posts to the DSN's host, and session replay compresses in a
 * worker it starts from a blob: URL.
 */
function directives(sentryDsn: string | null) {
  if (!sentryDsn) return CSP_DIRECTIVES;
  const { origin } = new URL(sentryDsn);
  return {
    ...CSP_DIRECTIVES,
    connectSrc: [...CSP_DIRECTIVES.connectSrc, origin],
    workerSrc: ["'self'", "blob:"],
  };
}

/**
 * Helmet's headers, worked out once. They are the same on every answer (no CSP nonces), and
 * @fastify/helmet rebuilt the middleware, CSP parsing included, on every request: a sixth of the
 * time of a small cached answer (bench/src/http.ts, profile).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Helmet's headers on every answer, and the request id echoed back for support requests. */
export function registerSecurityHeaders(app: FastifyInstance, sentryDsn: string | null) {
  const headers = helmetHeaders({ contentSecurityPolicy: { directives: directives(sentryDsn) } });
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers).header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    if (SHARED_MEDIA.test(request.url)) reply.header("cross-origin-resource-policy", "cross-origin");
    done(null, payload);
  });
}

/**
 * CORS_ORIGINS: pages of those origins may call the API, with credentials (the session cookie);
 * a preflight is answered for them and any other origin gets no CORS headers at all, so the
 * browser keeps it out. No origins = same-origin only.
 */
export async function registerCors(api: FastifyInstance, origins: string[]) {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  const shared = {
    methods: ["GET", "HEAD", "POST", "PATCH", "PUT", "DELETE"],
    exposedHeaders: [REQUEST_ID_HEADER, "retry-after"],
    maxAge: 600,
  };
  await api.register(cors, {
    // Per request: the plugin would otherwise send Allow-Credentials to every origin.
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const listed = typeof origin === "string" && allowed.has(origin);
      callback(null, listed ? { ...shared, origin, credentials: true } : { origin: false });
    },
  });
}
