import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { DbKind } from "../../src/db/client.js";
import { sessionCookie, TEST_JWT_SECRET } from "../helpers/session-tokens.js";
import { openRoutesHarness, type RoutesHarness } from "../routes/harness.js";

/** The league admin of the community tests (any Discord id: the session says he is one). */
export const ADMIN_ID = "100000000000000001";

export type Who = "author" | "reader" | "admin";

export type CommunityPeople = {
  /** The routes harness, open from the file's beforeAll to its afterAll. */
  h: RoutesHarness;
  /** Two members of the seeded community: one writes, one reads. */
  author: string;
  reader: string;
  /** A request as one of them (each signed in), or signed out. */
  send(
    method: InjectOptions["method"],
    url: string,
    who?: Who,
    payload?: object,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
};

/** A routes harness on `kind` with an author, a reader and an admin signed in, for the community routes' tests. */
export function communityPeople(kind: DbKind): CommunityPeople {
  const cookies = {} as Record<Who, string>;
  const people = {
    send: (method, url, who, payload, headers = {}) =>
      people.h.app.inject({
        method,
        url,
        headers: who ? { ...headers, cookie: cookies[who] } : headers,
        ...(payload === undefined ? {} : { payload }),
      }),
  } as CommunityPeople;
  beforeAll(async () => {
    people.h = await openRoutesHarness(kind, { JWT_SECRET: TEST_JWT_SECRET });
    [people.author, people.reader] = people.h.community.users.map((u) => u.discordId) as [string, string];
    cookies.author = await sessionCookie(people.author);
    cookies.reader = await sessionCookie(people.reader);
    cookies.admin = await sessionCookie(ADMIN_ID, { admin: true });
  });
  afterAll(() => people.h?.close());
  return people;
}
