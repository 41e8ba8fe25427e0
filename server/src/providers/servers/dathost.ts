import { z } from "zod";
import { PROVIDER_TIMEOUT_MS, ProviderError } from "../http.js";
import type { GameServerProvider, GameServerSpec } from "./provider.js";
import { queryGameServer } from "./query.js";

const PROVIDER = "DatHost";
export const DATHOST_API_URL = "https://dathost.net/api/0.1";

export type DathostSettings = {
  email: string;
  password: string;
  /** The server every requested one is duplicated from (its settings, plugins and location). */
  templateId: string;
  apiUrl?: string;
};

/** The parts of DatHost's game server object we read. */
const gameServerSchema = z.object({
  id: z.string().min(1),
  raw_ip: z.string().default(""),
  ports: z.object({ game: z.number().int().min(0).max(65535) }),
});

/** Our handle on a DatHost server: its id, and the address it was given when it started. */
const refSchema = z.object({ id: z.string().min(1), host: z.string() });
const readRef = (ref: string) => refSchema.parse(JSON.parse(ref));

/** What DatHost's error answers mean for whoever runs Fragboard. */
function failure(status: number, what: string, body: string): ProviderError {
  const reason =
    status === 401
      ? "refused the credentials: check DATHOST_EMAIL and DATHOST_PASSWORD"
      : status === 402
        ? "says the account has no credit left"
        : status === 403
          ? "does not allow this account to do that"
          : status === 404
            ? "has no such server (check DATHOST_TEMPLATE_ID)"
            : `answered ${status}${body ? `: ${body.slice(0, 200)}` : ""}`;
  return new ProviderError(PROVIDER, `${PROVIDER} ${reason} (${what}).`, status);
}

/**
 * SERVER_PROVIDER=dathost (docs/operations.md#game-servers): a client of DatHost's game server API.
 * A requested server is a duplicate of the template server, given the member's name, slots,
 * password and map, then started; stopping it stops and deletes the duplicate.
 */
export function dathostProvider(settings: DathostSettings): GameServerProvider {
  const base = (settings.apiUrl ?? DATHOST_API_URL).replace(/\/$/, "");
  const authorization = `Basic ${Buffer.from(`${settings.email}:${settings.password}`).toString("base64")}`;

  /** One API call; `what` names it in errors. 404 answers null when `missingIsFine`. */
  async function call(
    what: string,
    method: string,
    path: string,
    { form, missingIsFine = false }: { form?: Record<string, string>; missingIsFine?: boolean } = {},
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization, accept: "application/json" },
        body: form ? new URLSearchParams(form) : undefined,
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === "TimeoutError" ? "did not answer in time" : "is unreachable";
      throw new ProviderError(PROVIDER, `${PROVIDER} ${reason} (${what}).`, null);
    }
    const text = await response.text();
    if (response.status === 404 && missingIsFine) return null;
    if (!response.ok) throw failure(response.status, what, text.trim());
    if (!text) return null;
    try {
      return JSON.parse(text);
    } catch {
      throw new ProviderError(
        PROVIDER,
        `${PROVIDER} sent a body that is not JSON (${what}).`,
        response.status,
      );
    }
  }

  function parseServer(body: unknown, what: string) {
    const parsed = gameServerSchema.safeParse(body);
    if (!parsed.success) {
      throw new ProviderError(
        PROVIDER,
        `${PROVIDER} answered with an unexpected server object (${what}).`,
        200,
      );
    }
    return parsed.data;
  }

  async function remove(id: string) {
    await call("stopping a server", "POST", `/game-servers/${id}/stop`, { missingIsFine: true });
    await call("deleting a server", "DELETE", `/game-servers/${id}`, { missingIsFine: true });
  }

  async function configureAndStart(id: string, spec: GameServerSpec) {
    await call("configuring the new server", "PUT", `/game-servers/${id}`, {
      form: {
        name: spec.name,
        "cs2_settings.slots": String(spec.slots),
        "cs2_settings.password": spec.password,
        "cs2_settings.maps_source": "mapgroup",
        "cs2_settings.mapgroup_start_map": spec.map,
      },
    });
    await call("starting the new server", "POST", `/game-servers/${id}/start`);
    return parseServer(
      await call("reading the new server", "GET", `/game-servers/${id}`),
      "reading the new server",
    );
  }

  return {
    kind: "dathost",
    async start(spec) {
      const copy = parseServer(
        await call(
          "duplicating the template server",
          "POST",
          `/game-servers/${settings.templateId}/duplicate`,
        ),
        "duplicating the template server",
      );
      try {
        const started = await configureAndStart(copy.id, spec);
        return { ref: JSON.stringify({ id: copy.id, host: started.raw_ip }), port: started.ports.game };
      } catch (error) {
        // Nothing is left running (and billed) for a request that failed.
        await remove(copy.id).catch(() => {});
        throw error;
      }
    },
    stop: (ref) => remove(readRef(ref).id),
    async details(ref) {
      const { id, host } = readRef(ref);
      const server = parseServer(
        await call("reading a server", "GET", `/game-servers/${id}`),
        "reading a server",
      );
      return queryGameServer(PROVIDER, server.raw_ip || host, server.ports.game);
    },
    connectHost: (ref) => readRef(ref).host,
    close: async () => {},
  };
}
