import { ADMIN_SCOPE } from "@fragboard/core";
import { sessionKey, signSession } from "@fragboard/server";
import type { Page } from "playwright-core";
import { E2E_JWT_SECRET } from "../src/index.js";
import { baseUrl } from "./browser.js";

/**
 * A session token of the server under test (it runs with E2E_JWT_SECRET): the same JWT the
 * sign-in sets, for journeys that need someone in a given role (a franchise's GM, an admin).
 */
export const sessionToken = (discordId: string, { admin = false } = {}) =>
  signSession(sessionKey(E2E_JWT_SECRET), { sub: discordId, scopes: admin ? [ADMIN_SCOPE] : [] }, "1h");

/** Puts the session cookie into the page's browser context, as signing in would. */
export async function holdSession(page: Page, discordId: string, options: { admin?: boolean } = {}) {
  await page.context().addCookies([
    {
      name: "jwt",
      value: await sessionToken(discordId, options),
      url: baseUrl,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
}

/** Calls the API outside the browser as that person (Bearer, so no Origin is needed). */
export async function apiAs<T>(
  discordId: string,
  method: string,
  path: string,
  body?: unknown,
  options: { admin?: boolean } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await sessionToken(discordId, options)}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
