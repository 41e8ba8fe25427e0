import type { FastifySchemaCompiler } from "fastify";
import { type DocumentNode, visit } from "graphql";
import mercurius from "mercurius";
import { z } from "zod";
import { findUnstorableText, unstorableText } from "../http/input.js";
import { MAX_QUERY_CHARS } from "./limits.js";

/**
 * The GraphQL-over-HTTP request envelope. Mercurius declares it as JSON Schema, but the app
 * compiles zod schemas only (fastify-type-provider-zod), so the GraphQL contexts check it here, in
 * zod: a malformed envelope becomes a GraphQL error (400) rather than a failure inside execution.
 */

const json = z.record(z.string(), z.unknown());
const operationName = z.string().nullish();
const query = z.string().max(MAX_QUERY_CHARS, `must be at most ${MAX_QUERY_CHARS} characters`).optional();

const ENVELOPE = {
  body: z.object({
    query,
    operationName,
    variables: json.nullish(),
    extensions: json.optional(),
  }),
  /** GET carries variables and extensions as JSON text. */
  querystring: z.object({
    query,
    operationName,
    variables: z.string().optional(),
    extensions: z.string().optional(),
  }),
};

const describe = (error: z.ZodError, part: string) =>
  error.issues.map((i) => `${[part, ...i.path].join(".")}: ${i.message}`).join("; ");

export const envelopeValidatorCompiler: FastifySchemaCompiler<unknown> = ({ httpPart }) => {
  const schema = httpPart === "body" || httpPart === "querystring" ? ENVELOPE[httpPart] : undefined;
  return (data) => {
    const parsed = schema?.safeParse(data);
    return !parsed || parsed.success
      ? { value: data }
      : { error: new Error(describe(parsed.error, httpPart ?? "")) };
  };
};

/** Answers are GraphQL results, already plain JSON. */
export const envelopeSerializerCompiler = () => (data: unknown) => JSON.stringify(data);

/**
 * Mercurius reads a `query` that does not parse as GraphQL as a JSON-encoded document instead
 * ("null", "1", "{}" all qualify), which graphql's validation then fails on as our own error (a 500).
 * Only text GraphQL itself parsed goes on (its location is a `Location`, which JSON cannot make;
 * compared by name since mercurius loads graphql's CommonJS build, not ours); the rest is a 400.
 */
export function requireParsedDocument(document: DocumentNode | null) {
  if (document?.loc?.constructor.name === "Location") return;
  throw new mercurius.ErrorWithProps(
    "query: must be a GraphQL document",
    { code: "GRAPHQL_PARSE_FAILED" },
    400,
  );
}

/**
 * Text the database cannot hold (a NUL, a lone surrogate) in a string literal of the document or in
 * the variables is a 400 before anything runs, as on the REST routes (http/input.ts): the JSON
 * body carries it escaped (`\\u0000` in the query text, a GET's variables as JSON text), so the
 * request-wide guard cannot see it; PostgreSQL would refuse it with a 500.
 */
export function requireStorableText(document: DocumentNode, variables: Record<string, unknown>) {
  let found: string | null = null;
  visit(document, {
    StringValue(node) {
      const wrong = found ? null : unstorableText(node.value);
      if (wrong) found = `A string in the query ${wrong}.`;
    },
  });
  const inVariables = findUnstorableText(variables, "variables");
  const message = found ?? (inVariables && `${inVariables}.`);
  if (message) throw new mercurius.ErrorWithProps(message, { code: "BAD_USER_INPUT" }, 400);
}
