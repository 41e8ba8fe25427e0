import type { FastifySchemaCompiler } from "fastify";
import { z } from "zod";
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
