import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

/**
 * `BigInt`: a 64-bit integer such as a steam64 id, carried as a decimal string because JSON numbers
 * lose digits past 2^53. A JSON number is accepted only while it is still exact.
 */

const DIGITS = /^\d{1,20}$/;

function parse(value: unknown): string {
  if (typeof value === "string" && DIGITS.test(value)) return value;
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return String(value);
  const shown = JSON.stringify(value);
  if (typeof value === "number") {
    throw new GraphQLError(`BigInt ${shown} is not exact as a JSON number: send it as a string.`);
  }
  throw new GraphQLError(`BigInt must be a non-negative integer or a string of digits, got ${shown}.`);
}

export const BigIntScalar = new GraphQLScalarType<string, string>({
  name: "BigInt",
  description: "A non-negative 64-bit integer as a decimal string (steam64 ids).",
  serialize: (value) => parse(value),
  parseValue: parse,
  parseLiteral(ast) {
    // An integer literal in the query text is exact whatever its size: keep its digits.
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT) return parse(ast.value);
    throw new GraphQLError("BigInt must be a string of digits.", { nodes: ast });
  },
});
