import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLSchema,
  type ValidationRule,
} from "graphql";
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
/** Estimated rows read (see `costEstimator`); the heaviest operation the web app sends (a whole season's
 * matches) reads ~25 000, the franchises list ~2 600. */
export const MAX_QUERY_COST = 60_000;

type Args = Record<string, unknown>;

/**
 * How many rows a list field answers, roughly: what the cost of its selection is multiplied by.
 * Lists not named here answer a handful. The root lists whose size depends on a filter are
 * counted in the data (`ListCounter`); these figures are their fallback without a database.
 */
const LIST_ROWS: Record<string, number | ((args: Args) => number)> = {
  "Query.players": 1_000,
  "Query.franchises": 40,
  "Query.matches": (args) => (args.teamId ? 60 : 800),
  "Query.tierSeasonStats": 200,
  "Query.findManyPlayerMatchStats": 500,
  "Query.findManyMatch": (args) => {
    const matchId = (args.where as Args | undefined)?.matchId as Args | undefined;
    if (Array.isArray(matchId?.in)) return matchId.in.length;
    // equals: one series' maps; a prefix may name the whole league.
    return matchId?.equals != null ? 5 : 5_000;
  },
  "Query.playersSeasonStats": (args) => (Array.isArray(args.steamIds) ? args.steamIds.length : 1),
  "Season.standings": 6,
  "Division.teams": 12,
  "Team.players": 8,
  "Match.rounds": 30,
  // Five a side, and a substitute now and then.
  "Match.matchStats": 12,
  "Match.teamStats": 2,
};
const DEFAULT_LIST_ROWS = 5;

/** Root lists whose size is counted in the data before the cost is checked. */
export const COUNTED_LISTS = new Set(["Query.findManyMatch", "Query.findManyPlayerMatchStats"]);

/** Rows a counted list (COUNTED_LISTS) will answer for these arguments; throws a user error for bad ones. */
export type ListCounter = (field: string, args: Args) => Promise<number>;

type Counts = Map<string, number>;
const countKey = (field: string, args: Args) => `${field} ${JSON.stringify(args)}`;

function listRows(type: string, field: GraphQLField<unknown, unknown>, args: Args, counts?: Counts) {
  const name = `${type}.${field.name}`;
  const counted = counts?.get(countKey(name, args));
  if (counted !== undefined) return counted;
  const rows = LIST_ROWS[name] ?? DEFAULT_LIST_ROWS;
  return typeof rows === "function" ? rows(args) : rows;
}

/**
 * Rows read: a scalar is free (it comes with its row), an object is one row plus its selection, a
 * list its rows times (one plus its selection), every alias and fragment counted. Time per
 * request follows this closely, since loaders batch each level into one statement whose cost is
 * the rows it returns.
 */
export const costEstimator =
  (counts?: Counts) =>
  ({ type, field, node, args, childComplexity }: ComplexityEstimatorArgs): number => {
    if (!node.selectionSet) return 0;
    // By the printed type ("[Player!]!"): graphql's instanceof checks fail when the schema comes
    // from another copy of the module (mercurius loads graphql's CommonJS build).
    const list = String(field.type).startsWith("[");
    return (list ? listRows(type.name, field, args, counts) : 1) * (1 + childComplexity);
  };

const estimateCost = costEstimator();

/** A refused request: HTTP 400 with the reason as the GraphQL error's message. */
const tooBig = (message: string) => new mercurius.ErrorWithProps(message, { code: "QUERY_TOO_COMPLEX" }, 400);

/** Validation rules (cached by mercurius with the parsed document, so they run once per query text). */
export const limitRules: ValidationRule[] = [
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
 * The schema is not public (issue #25): `__schema` and `__type` are refused with a 400 unless
 * GRAPHQL_INTROSPECTION=on. `__typename` stays (clients' caches ask for it). graphql's own rule is
 * not used: mercurius runs graphql's CommonJS build, whose AST classes differ from ours.
 */
export const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === "__schema" || node.name.value === "__type") {
      context.reportError(
        new GraphQLError("Introspection is off on this server (GRAPHQL_INTROSPECTION=on turns it on).", {
          nodes: node,
        }),
      );
    }
  },
});

/**
 * The cost depends on the variables (a season's matches or one team's) and on the data (how many
 * maps a prefix names), so it is computed per request, after mercurius has checked the variables
 * and before anything executes: a first walk collects the counted lists' arguments, `count` asks
 * the database how many rows each names (one indexed count per distinct filter), and the second
 * walk prices the whole selection with those sizes.
 */
export async function checkCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  count?: ListCounter,
) {
  const cost = await queryCost(schema, document, variables, count);
  if (cost > MAX_QUERY_COST) {
    throw tooBig(
      `Query too expensive: estimated cost ${cost}, the limit is ${MAX_QUERY_COST}. Ask for fewer lists or fields per request.`,
    );
  }
}

/** The estimated rows of a request (see checkCost). */
export async function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  count?: ListCounter,
): Promise<number> {
  const price = (counts?: Counts) =>
    getComplexity({ schema, query: document, variables, estimators: [costEstimator(counts)] });
  let counts: Counts | undefined;
  if (count) {
    const asked = new Map<string, [string, Args]>();
    getComplexity({
      schema,
      query: document,
      variables,
      estimators: [
        (options) => {
          const name = `${options.type.name}.${options.field.name}`;
          if (COUNTED_LISTS.has(name)) asked.set(countKey(name, options.args), [name, options.args]);
          return estimateCost(options);
        },
      ],
    });
    counts = new Map();
    for (const [key, [name, args]] of asked) counts.set(key, await count(name, args));
  }
  return price(counts);
}
