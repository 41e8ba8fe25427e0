import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ErrorBody } from "@fragboard/core";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  DATABASE_RETRY_AFTER_S,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from "../db/unavailable.js";
import { isAbortedWork } from "../db/work-scope.js";

/**
 * Every error leaves as `{ error: { code, message } }` (docs/api.md#conventions):
 * bad input is a 400 naming the field, unknown routes a 404, and nothing about a failure's
 * internals reaches the client.
 */

const CODES: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  408: "REQUEST_TIMEOUT",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
  431: "HEADERS_TOO_LARGE",
  503: "SERVICE_UNAVAILABLE",
};

export const errorBody = (status: number, message: string) => ({
  error: { code: CODES[status] ?? (status >= 500 ? "INTERNAL_ERROR" : "ERROR"), message },
});

/** A malformed 5 MB upload can break thousands of rules; the first few say what to fix. */
const MAX_ISSUES = 3;

/**
 * "season must be a positive integer", or "rounds.3.kills.0.weapon: Invalid input" when the
 * message does not say which field; the first wrong field comes first.
 */
function describeValidation(error: { validation: { instancePath: string; message?: string }[] }): string {
  const issues = error.validation.map(({ instancePath, message = "is invalid" }) => {
    const field = instancePath.replace(/^\//, "").replaceAll("/", ".");
    return field && !message.includes(field) ? `${field}: ${message}` : message;
  });
  const more = issues.length - MAX_ISSUES;
  return [...issues.slice(0, MAX_ISSUES), ...(more > 0 ? [`(and ${more} more)`] : [])].join("; ");
}

/** An input refused for several reasons at once (ingest/invalid-map.ts): the 400 lists them all. */
const hasProblems = (error: object): error is { problems: ErrorBody["error"]["problems"] } =>
  Array.isArray((error as { problems?: unknown }).problems);

/** `report` sends failures of ours on to an error tracker (error-reporting.ts, SENTRY_DSN). */
export function registerErrorHandler(
  app: FastifyInstance,
  report?: (error: FastifyError, request: FastifyRequest) => void,
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(errorBody(400, describeValidation(error)));
    }
    if (isAbortedWork(error)) {
      // Its budget ran out (or its client left, and nobody reads this): not a failure of ours.
      request.log.warn(
        { budgetMs: budgetRunOut(request) },
        "request stopped: over its time budget or client gone",
      );
      return reply
        .status(503)
        .header("retry-after", DATABASE_RETRY_AFTER_S)
        .send(errorBody(503, overBudgetMessage(budgetRunOut(request))));
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the client may retry, and the request id ties the log line to it.
      request.log.error({ err: error }, "database unavailable");
      report?.(error, request);
      return reply
        .status(503)
        .header("retry-after", DATABASE_RETRY_AFTER_S)
        .send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && hasProblems(error)) {
      return reply
        .status(status)
        .send({ error: { ...errorBody(status, error.message).error, problems: error.problems } });
    }
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      report?.(error, request);
      return reply.status(500).send(errorBody(500, "Something went wrong on our side."));
    }
    return reply.status(status).send(errorBody(status, error.message));
  });
}

/** The not-found handler of the API (and of everything when the web app is not hosted). */
export function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(errorBody(404, `No route ${request.method} ${request.url.split("?")[0]}`));
}

/** The budget a stopped request ran out of (set by http/deadline.ts). */
export const budgetRunOut = (request: FastifyRequest) => request.overBudget ?? request.budgetMs ?? 0;

/** The 503 of a request stopped at its time budget (http/deadline.ts). */
export const overBudgetMessage = (ms: number) =>
  `This request took longer than ${ms / 1000} s and was stopped; nothing more will be done for it. Try again in a moment.`;

/** An error the handler above turns into a response with this status and message. */
export const httpError = (statusCode: number, message: string) =>
  Object.assign(new Error(message), { statusCode });

/** An error the handler above turns into a 404 with this message. */
export const notFound = (message: string) => httpError(404, message);

/**
 * Errors Fastify raises before routing (a URL that is not valid percent-encoding, a path
 * parameter over maxParamLength): a 400 in the one error shape instead of Fastify's own body.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === "FST_ERR_BAD_URL" ? "The URL is not valid percent-encoded UTF-8." : error.message;
  reply.status(400).send(errorBody(400, message));
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "The request headers are too large."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "The request took too long to arrive."],
};

/**
 * Requests Node's parser refuses before Fastify sees them (headers over 16 KiB, a malformed
 * request line, a request that never finishes arriving): answered on the socket, in the shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ""] ?? [400, "The request is malformed."];
  const body = JSON.stringify(errorBody(status, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
