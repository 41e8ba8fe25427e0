import { GraphQLError } from "graphql";
import mercurius, { type MercuriusOptions } from "mercurius";
import type { z } from "zod";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/unavailable.js";
import { isAbortedWork } from "../db/work-scope.js";
import { budgetRunOut, overBudgetMessage } from "../http/errors.js";

/**
 * GraphQL answers errors in its own envelope (`{ data, errors }`): bad input is reported with
 * its message, a database outage as SERVICE_UNAVAILABLE with status 503, anything else is logged and
 * reported without internals, with status 500.
 */

/** A request the client can fix (bad filter, unknown tier...): its message is shown as is. */
export const userError = (message: string) =>
  new mercurius.ErrorWithProps(message, { code: "BAD_USER_INPUT" }, 200);

/** Parses a free-text argument with a core schema, or answers a GraphQL error naming it. */
export function argument<T>(schema: z.ZodType<T>, name: string, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw userError(`${name}: ${JSON.stringify(value)} is not valid (${parsed.error.issues[0]?.message}).`);
  return parsed.data;
}

const INTERNAL_MESSAGE = "Something went wrong on our side.";

/** Errors raised by GraphQL itself, by our resolvers on purpose, or by Fastify for a bad request. */
function isExpected(error: GraphQLError): boolean {
  const original = error.originalError as (Error & { statusCode?: unknown }) | undefined;
  if (!original || original instanceof GraphQLError) return true;
  return typeof original.statusCode === "number" && original.statusCode < 500;
}

type ErrorFormatter = NonNullable<MercuriusOptions["errorFormatter"]>;
type FormatterContext = Parameters<ErrorFormatter>[1];

/** The client hung up before its answer: what broke after that (a premature close) is not ours. */
const clientGone = (context: FormatterContext) =>
  context.reply?.raw.destroyed === true && !context.reply.raw.writableFinished;

export const errorFormatter: ErrorFormatter = (execution, context) => {
  const log = context.reply ? context.reply.log : context.app.log;
  const errors = (execution.errors ?? []).map((error) => {
    if (isExpected(error)) return error;
    if (isAbortedWork(error.originalError)) {
      return new GraphQLError(overBudgetMessage(context.reply ? budgetRunOut(context.reply.request) : 0), {
        path: error.path,
        extensions: { code: "SERVICE_UNAVAILABLE" },
      });
    }
    if (isDatabaseUnavailable(error.originalError)) {
      log.error({ err: error.originalError }, "database unavailable");
      return new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
        path: error.path,
        extensions: { code: "SERVICE_UNAVAILABLE" },
      });
    }
    if (clientGone(context))
      log.info({ err: error.originalError }, "graphql request ended: the client went away");
    else log.error({ err: error.originalError }, "graphql resolver failed");
    return new GraphQLError(INTERNAL_MESSAGE, {
      path: error.path,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
  });
  const formatted = mercurius.defaultErrorFormatter({ ...execution, errors }, context);
  // Our own failure is a 500 (in the GraphQL envelope), never a 200 that monitoring would count
  // as a success; a refused request keeps the 4xx its error carries.
  const failed = errors.some((e) => e.extensions?.code === "INTERNAL_SERVER_ERROR");
  const unavailable = errors.some((e) => e.extensions?.code === "SERVICE_UNAVAILABLE");
  return { ...formatted, statusCode: failed ? 500 : unavailable ? 503 : formatted.statusCode };
};
