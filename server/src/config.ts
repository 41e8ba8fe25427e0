import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/**
 * Every environment value the server reads, validated once at start-up (docs/architecture.md#configuration). Later features read their provider settings from here, never from process.env.
 */

/** Relative paths (DATA_DIR) resolve against the repository root, whatever the cwd of `npm -w server`. */
export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const PORT_RANGE = "must be a port number between 1 and 65535";
const optionalText = z.string().min(1).optional();
const url = (...protocols: string[]) =>
  z.url({
    protocol: new RegExp(`^(${protocols.join("|")})$`),
    error: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(" or ")}`,
  });

/** Named ranges proxy-addr (Fastify's trustProxy) understands. */
const PROXY_RANGES = ["loopback", "linklocal", "uniquelocal"];
const isAddressOrRange = (entry: string) => {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};
const commaList = (s: string) =>
  s
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** A number of proxy hops, or the addresses / CIDR ranges of trusted proxies. */
const trustProxySchema = z.string().transform((s, ctx): number | string[] => {
  if (/^\d+$/.test(s.trim())) return Number(s);
  const entries = commaList(s);
  if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
  ctx.addIssue({
    code: "custom",
    message: `must be a number of proxy hops or comma-separated addresses / CIDR ranges (or ${PROXY_RANGES.join(", ")})`,
  });
  return z.NEVER;
});

/** Other sites allowed to call the API from a browser: each an origin, scheme://host[:port]. */
const originsSchema = z.string().transform((s, ctx) => {
  const origins: string[] = [];
  for (const entry of commaList(s)) {
    const parsed = URL.canParse(entry) ? new URL(entry) : null;
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== entry.replace(/\/$/, "")) {
      ctx.addIssue({
        code: "custom",
        message: `must be comma-separated origins like https://stats.example.org (got ${entry})`,
      });
      return z.NEVER;
    }
    origins.push(parsed.origin);
  }
  return origins;
});

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: PORT_RANGE })
      .int(PORT_RANGE)
      .min(1, PORT_RANGE)
      .max(65_535, PORT_RANGE)
      .default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: url("postgres", "postgresql").optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    DISCORD_CLIENT_ID: optionalText,
    DISCORD_CLIENT_SECRET: optionalText,
    DISCORD_API_URL: url("http", "https").optional(),
    DISCORD_WEBHOOK_BASE: url("http", "https").default("https://discord.com/api/webhooks/"),
    LOCAL_SIGNIN: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
    ADMIN_DISCORD_IDS: z
      .string()
      .default("")
      .transform((s) =>
        s
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^\d{17,20}$/, "must be comma-separated Discord ids (17-20 digits)"))),
    SERVER_PROVIDER: z.enum(["sandbox", "dathost"]).default("sandbox"),
    DATHOST_EMAIL: optionalText,
    DATHOST_PASSWORD: optionalText,
    DATHOST_TEMPLATE_ID: optionalText,
    DATHOST_API_URL: url("http", "https").optional(),
    SANDBOX_HOST: z
      .string()
      .refine((s) => isIP(s) !== 0, "must be an IP address the sandbox's game servers listen on")
      .default("127.0.0.1"),
    SERVERS_PER_MEMBER: z.coerce
      .number({ error: "must be a whole number from 1 to 20" })
      .int("must be a whole number from 1 to 20")
      .min(1, "must be a whole number from 1 to 20")
      .max(20, "must be a whole number from 1 to 20")
      .default(1),
    FACEIT_API_KEY: optionalText,
    FACEIT_FAPL_UPPER_HUB: optionalText,
    FACEIT_FAPL_LOWER_HUB: optionalText,
    TWITCH_CLIENT_ID: optionalText,
    TWITCH_CLIENT_SECRET: optionalText,
    TWITCH_AUTH_URL: url("http", "https").optional(),
    TWITCH_API_URL: url("http", "https").optional(),
    SENTRY_DSN: url("http", "https").optional(),
    SIM_SEED: z.string().min(1).default("fragboard"),
    SIM_NOW: z.iso
      .datetime({ error: "must be an ISO date-time in UTC, e.g. 2025-03-01T12:00:00Z" })
      .optional(),
    REDIS_URL: url("redis", "rediss").optional(),
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, "must be 1-64 letters, digits, '_', ':', '.' or '-'")
      .default("fragboard:"),
    TRUST_PROXY: trustProxySchema.optional(),
    CORS_ORIGINS: originsSchema.optional(),
    PUBLIC_URL: url("http", "https")
      .refine((u) => !/[?#]/.test(u), "must be the site's address without query or fragment")
      .optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
    METRICS: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
    API_PRODUCT_ALIAS: z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,31}$/, "must be a product name of lower-case letters, digits and '-'")
      .refine((name) => name !== "fragboard", "fragboard is the API's own name already")
      .optional(),
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    GRAPHQL_INTROSPECTION: z.enum(["on", "off"], { error: "must be on or off" }).default("off"),
    REQUEST_BUDGET_MS: z.coerce
      .number({ error: "must be a number of milliseconds from 100 to 600000" })
      .int("must be a number of milliseconds from 100 to 600000")
      .min(100, "must be a number of milliseconds from 100 to 600000")
      .max(600_000, "must be a number of milliseconds from 100 to 600000")
      .default(15_000),
    /** Commit shown by /api/version when the checkout has no git (container builds pass it in). */
    COMMIT: optionalText,
  })
  .superRefine((env, ctx) => {
    const pairs = [
      ["DISCORD_CLIENT_ID", "DISCORD_CLIENT_SECRET"],
      ["TWITCH_CLIENT_ID", "TWITCH_CLIENT_SECRET"],
    ] as const;
    for (const [a, b] of pairs) {
      if (Boolean(env[a]) !== Boolean(env[b])) {
        ctx.addIssue({
          code: "custom",
          path: [env[a] ? b : a],
          message: `must be set together with ${a} / ${b}`,
        });
      }
    }
    if (env.SERVER_PROVIDER === "dathost") {
      for (const key of ["DATHOST_EMAIL", "DATHOST_PASSWORD", "DATHOST_TEMPLATE_ID"] as const) {
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: "is required when SERVER_PROVIDER=dathost" });
      }
    }
  });

export type Config = {
  port: number;
  host: string;
  /** PostgreSQL server; null = embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** Absolute. */
  dataDir: string;
  /** null = generated and kept in the data dir (auth issue). */
  jwtSecret: string | null;
  /** null = the local sign-in page plays the provider's part (unless localSignIn is off). */
  discord: { clientId: string; clientSecret: string; apiUrl: string | null } | null;
  /** LOCAL_SIGNIN: the offline demo sign-in, used only when Discord is not configured. */
  localSignIn: boolean;
  adminDiscordIds: string[];
  serverProvider:
    | { kind: "sandbox"; host: string }
    | { kind: "dathost"; email: string; password: string; templateId: string; apiUrl: string | null };
  /** Running servers a member may have at once. */
  serversPerMember: number;
  faceitApiKey: string | null;
  /** FACEIT hub ids of the league's FAPL hubs, read with the API key. */
  faceitHubs: { Upper: string | null; Lower: string | null };
  /** Where the Twitch client calls: null = Twitch's own token and Helix hosts. */
  twitch: { clientId: string; clientSecret: string; authUrl: string | null; apiUrl: string | null } | null;
  sentryDsn: string | null;
  redisUrl: string | null;
  /** Prefix of every Redis key and channel: deployments (or tests) can share one Redis. */
  redisPrefix: string;
  /** Fastify's trustProxy: hops, or trusted proxy addresses; 0 = the socket address is the client. */
  trustProxy: number | string[];
  /** Origins whose pages may call the API with credentials (CORS). */
  corsOrigins: string[];
  /** Where this API is reached from outside; media URLs in answers are absolute under it. */
  publicUrl: string | null;
  /** Members' own webhooks must start with it (a Discord webhook; not any address the server can reach). */
  discordWebhookBase: string;
  sim: {
    seed: string;
    /** The simulated "today"; null = the wall clock when the league is generated. */
    now: string | null;
  };
  logLevel: (typeof LOG_LEVELS)[number];
  /** GET /api/metrics (Prometheus). */
  metrics: boolean;
  /** Another product name whose /api/{name}/... paths are served as /api/fragboard/... (an existing client). */
  apiProductAlias: string | null;
  /** The scraper's bearer token for /api/metrics; null = an admin session only. */
  metricsToken: string | null;
  /** GraphQL's __schema / __type: off unless GRAPHQL_INTROSPECTION=on. */
  graphqlIntrospection: boolean;
  /** Time one request may take before its work is stopped and it answers 503 (http/deadline.ts). */
  requestBudgetMs: number;
  commit: string | null;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Docker and shell wrappers often pass `VAR=`; an empty value means "not set". */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => Boolean(e[1])));
}

/** Values never echoed back in an error message: they may carry credentials. */
const MAY_HOLD_SECRETS = /SECRET|PASSWORD|KEY|DSN|URL/;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? "environment");
      const value = env[key];
      const shown =
        value === undefined || MAY_HOLD_SECRETS.test(key) ? "" : ` (got ${JSON.stringify(value)})`;
      return `  ${key}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    jwtSecret: e.JWT_SECRET ?? null,
    discord:
      e.DISCORD_CLIENT_ID && e.DISCORD_CLIENT_SECRET
        ? {
            clientId: e.DISCORD_CLIENT_ID,
            clientSecret: e.DISCORD_CLIENT_SECRET,
            apiUrl: e.DISCORD_API_URL ?? null,
          }
        : null,
    localSignIn: e.LOCAL_SIGNIN === "on",
    adminDiscordIds: e.ADMIN_DISCORD_IDS,
    serverProvider:
      e.SERVER_PROVIDER === "dathost" && e.DATHOST_EMAIL && e.DATHOST_PASSWORD && e.DATHOST_TEMPLATE_ID
        ? {
            kind: "dathost",
            email: e.DATHOST_EMAIL,
            password: e.DATHOST_PASSWORD,
            templateId: e.DATHOST_TEMPLATE_ID,
            apiUrl: e.DATHOST_API_URL ?? null,
          }
        : { kind: "sandbox", host: e.SANDBOX_HOST },
    serversPerMember: e.SERVERS_PER_MEMBER,
    faceitApiKey: e.FACEIT_API_KEY ?? null,
    faceitHubs: { Upper: e.FACEIT_FAPL_UPPER_HUB ?? null, Lower: e.FACEIT_FAPL_LOWER_HUB ?? null },
    twitch:
      e.TWITCH_CLIENT_ID && e.TWITCH_CLIENT_SECRET
        ? {
            clientId: e.TWITCH_CLIENT_ID,
            clientSecret: e.TWITCH_CLIENT_SECRET,
            authUrl: e.TWITCH_AUTH_URL ?? null,
            apiUrl: e.TWITCH_API_URL ?? null,
          }
        : null,
    sentryDsn: e.SENTRY_DSN ?? null,
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX,
    trustProxy: e.TRUST_PROXY ?? 0,
    corsOrigins: e.CORS_ORIGINS ?? [],
    publicUrl: e.PUBLIC_URL ?? null,
    discordWebhookBase: e.DISCORD_WEBHOOK_BASE,
    sim: { seed: e.SIM_SEED, now: e.SIM_NOW ?? null },
    logLevel: e.LOG_LEVEL,
    metrics: e.METRICS === "on",
    apiProductAlias: e.API_PRODUCT_ALIAS ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION === "on",
    requestBudgetMs: e.REQUEST_BUDGET_MS,
    commit: e.COMMIT ?? null,
  };
}
