import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { type DocumentNode, GraphQLError, type GraphQLField, type GraphQLSchema } from "graphql";
import { type ComplexityEstimatorArgs, getComplexity } from "graphql-query-complexity";
import mercurius from "mercurius";

/**
 * What one GraphQL request may ask for (issue #12: one 40 kB POST of 1,000 aliases held the
 * server for a minute). Every limit is checked before anything executes, so an over-limit query
 * is a 400 GraphQL error in milliseconds. The figures leave several times the room the heaviest
 * operation the web app sends needs (server/test/graphql/limits.test.ts checks each of them).
 */

/** Characters of query text: the largest operation the web app sends is under 2 000. */
export const MAX_QUERY_CHARS = 20_000;
/** Lexical tokens: parsing stops here, before a huge document is built in memory. */
export const MAX_QUERY_TOKENS = 4_000;
/** matches -> home -> franchise -> logo -> url is the deepest operation (5). */
export const MAX_QUERY_DEPTH = 8;
/** The web app sends one alias (`Team: team`); other clients batch a few lookups per request. */
export const MAX_ALIASES = 30;
/** Estimated rows read (see `estimateCost`); the heaviest operation the web app sends (a whole season's
 * matches) reads ~25 000, the franchises list ~2 600. */
export const MAX_QUERY_COST = 60_000;

type Args = Record<string, unknown>;

/**
 * How many rows a list field answers in the default league, roughly: what the cost of its
 * selection is multiplied by. Lists not named here answer a handful.
 */
const LIST_ROWS: Record<string, number | ((args: Args) => number)> = {
  "Query.players": 1_000,
  "Query.franchises": 40,
  "Query.matches": (args) => (args.teamId ? 60 : 800),
  "Query.tierSeasonStats": 200,
  "Query.findManyPlayerMatchStats": 100,
  "Query.findManyMatch": (args) => {
    const matchId = (args.where as Args | undefined)?.matchId as Args | undefined;
    // A list of ids (a team's maps) reads about one row each; equals / startsWith a series.
    return Array.isArray(matchId?.in) ? matchId.in.length : matchId ? 5 : 200;
  },
  "Query.playersSeasonStats": (args) => (Array.isArray(args.steamIds) ? args.steamIds.length : 1),
  "Season.standings": 6,
  "Division.teams": 12,
  "Team.players": 8,
  "Match.rounds": 30,
};
const DEFAULT_LIST_ROWS = 5;

function listRows(type: string, field: GraphQLField<unknown, unknown>, args: Args) {
  const rows = LIST_ROWS[`${type}.${field.name}`] ?? DEFAULT_LIST_ROWS;
  return typeof rows === "function" ? rows(args) : rows;
}

/**
 * Rows read: a scalar is free (it comes with its row), an object is one row plus its selection, a
 * list its rows times (one plus its selection). Time per request follows this closely, since
 * loaders batch each level into one statement whose cost is the rows it returns.
 */
export function estimateCost({ type, field, node, args, childComplexity }: ComplexityEstimatorArgs): number {
  if (!node.selectionSet) return 0;
  // By the printed type ("[Player!]!"): graphql's instanceof checks fail when the schema comes
  // from another copy of the module (mercurius loads graphql's CommonJS build).
  const list = String(field.type).startsWith("[");
  return (list ? listRows(type.name, field, args) : 1) * (1 + childComplexity);
}

/** A refused request: HTTP 400 with the reason as the GraphQL error's message. */
const tooBig = (message: string) => new mercurius.ErrorWithProps(message, { code: "QUERY_TOO_COMPLEX" }, 400);

/** Validation rules (cached by mercurius with the parsed document, so they run once per query text). */
export const limitRules = [
  maxAliasesRule({
    n: MAX_ALIASES,
    // Reported as a validation error (a 400) in our words, not thrown as a "Syntax Error".
    propagateOnRejection: false,
    onReject: [
      (context) =>
        context?.reportError(new GraphQLError(`Too many aliases: at most ${MAX_ALIASES} per operation.`)),
    ],
  }),
];

/**
 * The cost depends on the variables (a season's matches or one team's), so it is computed per
 * request, after mercurius has checked the variables and before it executes anything.
 */
export function checkCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>) {
  const cost = getComplexity({ schema, query: document, variables, estimators: [estimateCost] });
  if (cost > MAX_QUERY_COST) {
    throw tooBig(
      `Query too expensive: estimated cost ${cost}, the limit is ${MAX_QUERY_COST}. Ask for fewer lists or fields per request.`,
    );
  }
}
