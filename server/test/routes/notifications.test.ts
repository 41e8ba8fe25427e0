import { errorBodySchema, userNotificationSchema } from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../src/db/schema/index.js";
import { ENGINES } from "../helpers/databases.js";
import { sessionCookie, TEST_JWT_SECRET } from "../helpers/session-tokens.js";
import { openRoutesHarness, type RoutesHarness } from "./harness.js";

/** The signed-in user's notifications menu and its per-user read state (docs/api.md#notifications). */
describe.each(ENGINES)("notifications on %s", (kind) => {
  let h: RoutesHarness;
  let ann: string;
  let bob: string;
  const cookies = {} as Record<"ann" | "bob", string>;
  /** A notification stored for Bob alone. */
  let bobsOwn: string;

  beforeAll(async () => {
    h = await openRoutesHarness(kind, { JWT_SECRET: TEST_JWT_SECRET });
    [ann, bob] = h.community.users.map((u) => u.discordId) as [string, string];
    cookies.ann = await sessionCookie(ann);
    cookies.bob = await sessionCookie(bob);
    const [row] = await h.database.db
      .insert(notifications)
      .values({ discordId: bob, title: "Only for Bob", body: "private", link: "/articles/1" })
      .returning({ id: notifications.id });
    bobsOwn = String(row?.id);
  });
  afterAll(() => h?.close());

  const list = async (who: "ann" | "bob") => {
    const res = await h.app.inject({
      method: "GET",
      url: "/api/notifications",
      headers: { cookie: cookies[who] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return userNotificationSchema.array().parse(res.json());
  };
  const read = (who: "ann" | "bob", payload: object) =>
    h.app.inject({
      method: "POST",
      url: "/api/notifications/read",
      headers: { cookie: cookies[who] },
      payload,
    });
  const broadcast = async (who: "ann" | "bob") =>
    (await list(who)).find((n) => n.title === "Welcome to Fragboard!");

  it("refuses the anonymous, whatever discordId they name", async () => {
    for (const url of ["/api/notifications", `/api/notifications?discordId=${bob}`]) {
      expect((await h.get(url)).statusCode).toBe(401);
    }
    const res = await h.app.inject({
      method: "POST",
      url: "/api/notifications/read",
      payload: { all: true },
    });
    expect(res.statusCode).toBe(401);
  });

  it("serves the session user's own and everyone's, unread at first, never another user's", async () => {
    const bobs = await list("bob");
    expect(bobs.find((n) => n.id === bobsOwn)).toMatchObject({ title: "Only for Bob", read: false });
    expect((await broadcast("bob"))?.read).toBe(false);
    const anns = await list("ann");
    expect(anns.some((n) => n.id === bobsOwn)).toBe(false);
    // Naming Bob in the query changes nothing: the session decides.
    const res = await h.app.inject({
      method: "GET",
      url: `/api/notifications?discordId=${bob}`,
      headers: { cookie: cookies.ann },
    });
    expect(res.json().map((n: { id: string }) => n.id)).toEqual(anns.map((n) => n.id));
  });

  it("refuses marking another user's notification, changing nothing", async () => {
    const res = await read("ann", { ids: [bobsOwn] });
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json()).error.message).toContain("ids");
    expect((await list("bob")).find((n) => n.id === bobsOwn)?.read).toBe(false);
  });

  it("names the wrong field of a bad body", async () => {
    for (const payload of [{}, { ids: [] }, { ids: ["x"] }, { all: false }, { ids: ["1"], all: true }]) {
      const res = await read("ann", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorBodySchema.parse(res.json()).error.message, JSON.stringify(payload)).toMatch(/ids|all/);
    }
  });

  it("keeps a broadcast's read state per user, and it persists", async () => {
    const id = (await broadcast("ann"))?.id as string;
    const first = await read("ann", { ids: [id] });
    expect(first.json()).toEqual({ marked: 1 });
    expect((await read("ann", { ids: [id] })).json()).toEqual({ marked: 0 });
    expect((await broadcast("ann"))?.read).toBe(true);
    expect((await broadcast("bob"))?.read).toBe(false);
  });

  it("marks all of a user's notifications read at once", async () => {
    expect((await read("bob", { all: true })).statusCode).toBe(200);
    expect((await list("bob")).every((n) => n.read)).toBe(true);
  });
});
