import { type DiscordUser, discordUserSchema } from "@fragboard/core";
import { ArcticFetchError, CodeChallengeMethod, OAuth2Client, OAuth2RequestError } from "arctic";
import type { Config } from "../../config.js";
import { httpError } from "../../http/errors.js";
import { ProviderError } from "../../providers/http.js";

/**
 * Discord's OAuth2 (authorisation code with PKCE and state) through arctic's generic client, so
 * DISCORD_API_URL can point every call elsewhere (a local fake in tests). Only `identify` is asked.
 */

export const DISCORD_API_URL = "https://discord.com/api";
const SCOPES = ["identify"];
const USER_TIMEOUT_MS = 10_000;

type DiscordConfig = NonNullable<Config["discord"]>;

const baseOf = (config: DiscordConfig) => (config.apiUrl ?? DISCORD_API_URL).replace(/\/$/, "");

const client = (config: DiscordConfig, redirectUri: string) =>
  new OAuth2Client(config.clientId, config.clientSecret, redirectUri);

export function discordAuthorizeUrl(
  config: DiscordConfig,
  flow: { state: string; verifier: string; redirectUri: string },
): string {
  return client(config, flow.redirectUri)
    .createAuthorizationURLWithPKCE(
      `${baseOf(config)}/oauth2/authorize`,
      flow.state,
      CodeChallengeMethod.S256,
      flow.verifier,
      SCOPES,
    )
    .toString();
}

/**
 * Trades the code for an access token and reads who it belongs to. A refused code is a 400; Discord
 * down or answering nonsense is a ProviderError (503 through sendProviderFailure).
 */
export async function discordUserFor(
  config: DiscordConfig,
  flow: { verifier: string; redirectUri: string },
  code: string,
): Promise<DiscordUser> {
  return discordUserOf(config, await accessTokenFor(config, flow, code));
}

/** The access token Discord trades for the sign-in code. */
async function accessTokenFor(
  config: DiscordConfig,
  flow: { verifier: string; redirectUri: string },
  code: string,
): Promise<string> {
  try {
    const tokens = await client(config, flow.redirectUri).validateAuthorizationCode(
      `${baseOf(config)}/oauth2/token`,
      code,
      flow.verifier,
    );
    return tokens.accessToken();
  } catch (error) {
    if (error instanceof OAuth2RequestError) {
      throw httpError(400, `Discord refused the sign-in code (${error.code}). Press Login to try again.`);
    }
    if (error instanceof ArcticFetchError) {
      throw new ProviderError(
        "discord",
        "Discord could not be reached to finish the sign-in. Try again in a moment.",
        null,
      );
    }
    throw new ProviderError(
      "discord",
      "Discord answered the sign-in in a way we do not understand. Try again later.",
      null,
    );
  }
}

/** The account an access token belongs to. */
async function discordUserOf(config: DiscordConfig, accessToken: string): Promise<DiscordUser> {
  let response: Response;
  try {
    response = await fetch(`${baseOf(config)}/users/@me`, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(USER_TIMEOUT_MS),
    });
  } catch {
    throw new ProviderError(
      "discord",
      "Discord could not be reached to read your account. Try again in a moment.",
      null,
    );
  }
  const user = discordUserSchema.safeParse(response.ok ? await response.json().catch(() => null) : null);
  if (!user.success) {
    throw new ProviderError(
      "discord",
      `Discord did not tell us who you are (status ${response.status}). Try again later.`,
      response.status,
    );
  }
  return user.data;
}
