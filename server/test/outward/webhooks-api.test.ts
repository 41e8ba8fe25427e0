import { ADMIN_SCOPE, tierInfo, type WebhookDestination } from "@fragboard/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { articles, scheduledMatches } from "../../src/db/schema/index.js";
import { ENGINES } from "../helpers/databases.js";
import { TEST_NOW } from "../helpers/league.js";
import { type Receiver, startReceiver } from "../helpers/webhook-receiver.js";
import { JWT_SECRET, openSeededApp, type SeededApp } from "../http/seeded-app.js";

/**
 * Issue #23 items 1 and 2 through the API: only admins manage the league's destinations, a member
 * only his own; no answer holds a webhook address; events written by the app's own writes (an
 * ingested map, an approved article, a servers notice) reach a real receiver.
 */
describe.each(ENGINES)("webhooks API on %s", (kind) => {
  let s: SeededApp;
  let receiver: Receiver;
  const ADMIN = { sub: "900000000000000001", scopes: [ADMIN_SCOPE] };
  let ann: string;
  let bob: string;
  beforeAll(async () => {
    receiver = await startReceiver();
    const config = loadConfig({
      SIM_NOW: TEST_NOW,
      JWT_SECRET,
      PUBLIC_URL: "https://league.example",
      DISCORD_WEBHOOK_BASE: receiver.url("/discord/"),
    });
    s = await openSeededApp(kind, { config });
    [ann, bob] = s.community.users.map((u) => u.discordId) as [string, string];
  });
  afterAll(async () => {
    await s?.close();
    await receiver?.close();
  });

  const as = async (claims: { sub: string; scopes: string[] } | null) =>
    claims ? { authorization: `Bearer ${await s.token(claims)}` } : {};
  const call = async (
    method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
    url: string,
    who: { sub: string; scopes: string[] } | null,
    payload?: object,
  ) => s.app.inject({ method, url, headers: await as(who), ...(payload ? { payload } : {}) });
  const member = (sub: string) => ({ sub, scopes: [] });
  /** Until `check` holds, with the app's own deliverer (kicked, else polling every 2 s). */
  async function eventually(check: () => boolean | Promise<boolean>, what: string) {
    for (let i = 0; i < 100; i++) {
      s.app.outbox.kick();
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`never: ${what}`);
  }

  it("refuses the league's destinations to the anonymous (401) and to members (403)", async () => {
    for (const who of [null, member(ann)]) {
      const status = who ? 403 : 401;
      expect((await call("GET", "/api/admin/webhooks", who)).statusCode).toBe(status);
      expect(
        (
          await call("POST", "/api/admin/webhooks", who, {
            name: "x",
            kind: "discord",
            url: receiver.url("/x"),
            events: ["map.stored"],
          })
        ).statusCode,
      ).toBe(status);
      expect((await call("POST", "/api/admin/webhooks/1/test", who)).statusCode).toBe(status);
      expect((await call("DELETE", "/api/admin/webhooks/1", who)).statusCode).toBe(status);
    }
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const bad = [
      { name: "x", kind: "discord", url: "http://example.com/hook", events: ["map.stored"] },
      { name: "x", kind: "slack", url: receiver.url("/x"), events: ["map.stored"] },
      { name: "x", kind: "discord", url: receiver.url("/x"), events: [] },
      { name: "x", kind: "discord", url: receiver.url("/x"), events: ["server.ready"] },
      { name: "", kind: "discord", url: receiver.url("/x"), events: ["map.stored"] },
    ];
    for (const body of bad) {
      const res = await call("POST", "/api/admin/webhooks", ADMIN, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call("PATCH", "/api/admin/webhooks/abc", ADMIN, { name: "y" })).statusCode).toBe(400);
    expect((await call("PATCH", "/api/admin/webhooks/999999", ADMIN, { name: "y" })).statusCode).toBe(404);
  });

  it("an admin's destinations get the league's events as the app writes them; addresses never come back", async () => {
    const discordPath = "/discord/123456/very-secret-token";
    const created = await call("POST", "/api/admin/webhooks", ADMIN, {
      name: "Results channel",
      kind: "discord",
      url: receiver.url(discordPath),
      events: ["map.stored", "matchday.complete", "article.approved", "server.notice"],
      tiers: ["Premier"],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().signingSecret).toBeNull();
    const generic = await call("POST", "/api/admin/webhooks", ADMIN, {
      name: "Bot",
      kind: "generic",
      url: receiver.url("/generic/hidden-part"),
      events: ["map.stored"],
      tiers: ["Elite"],
    });
    expect(generic.statusCode).toBe(201);
    expect(generic.json().signingSecret).toMatch(/^whsec_/);

    // An ingested Premier map: its result, to the Premier destination only.
    const ingest = await call("POST", "/api/admin/matches", ADMIN, s.held);
    expect(ingest.statusCode, ingest.body).toBe(200);
    await eventually(() => receiver.to(discordPath).length >= 1, "the map's result arrives");
    const [first] = receiver.to(discordPath);
    const embed = JSON.parse(first?.body ?? "{}").embeds[0];
    expect(embed.title).toContain(s.held.teams[0].name);
    expect(embed.url).toMatch(/^https:\/\/league\.example\/matches\//);
    expect(embed.fields.map((f: { name: string }) => f.name)).toContain("MVP (rating)");
    expect(receiver.to("/generic/hidden-part")).toHaveLength(0);

    // An approved article, and a servers notice.
    const [article] = await s.database.db
      .insert(articles)
      .values({
        discordId: ann,
        title: "Week recap",
        bannerUrl: "https://img.example/b.png",
        tags: [],
        content: "<p>x</p>",
        anonymous: false,
        approvalState: "Pending",
      })
      .returning();
    expect(
      (await call("PATCH", `/api/fragboard/article/${article?.id}`, ADMIN, { approvalState: "APPROVED" }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call("POST", "/api/servers/notice", ADMIN, {
          notice: { type: "alert", message: "EU servers down" },
        })
      ).statusCode,
    ).toBe(200);
    await eventually(
      () =>
        receiver.to(discordPath).some((r) => r.body.includes("Week recap")) &&
        receiver.to(discordPath).some((r) => r.body.includes("EU servers down")),
      "the article and the notice arrive",
    );

    const list = await call("GET", "/api/admin/webhooks", ADMIN);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain("very-secret-token");
    expect(list.body).not.toContain("hidden-part");
    expect(list.body).not.toContain("whsec_");
    const results = (list.json() as WebhookDestination[]).find((d) => d.name === "Results channel");
    expect(results?.urlHint).toBe(`http://${new URL(receiver.url("/")).host}/…oken`);
    expect(results?.counts.failed).toBe(0);
    expect(results?.deliveries.map((d) => d.type)).toEqual(
      expect.arrayContaining(["map.stored", "article.approved", "server.notice"]),
    );
  });

  it("a tier's playoff line goes out once its regular season is played out", async () => {
    const path = "/discord/playoffs/token";
    await call("POST", "/api/admin/webhooks", ADMIN, {
      name: "Playoffs",
      kind: "discord",
      url: receiver.url(path),
      events: ["playoffs.line"],
      tiers: ["Premier"],
    });
    // Every other Premier match of the season counts as played; the held map (stored again) ends it.
    await s.database.db
      .update(scheduledMatches)
      .set({ completedAt: new Date(TEST_NOW) })
      .where(
        and(
          eq(scheduledMatches.season, s.season),
          eq(scheduledMatches.tier, "Premier"),
          eq(scheduledMatches.matchType, "Regulation"),
        ),
      );
    expect((await call("POST", "/api/admin/matches", ADMIN, s.held)).statusCode).toBe(200);
    await eventually(() => receiver.to(path).length === 1, "the playoff line arrives");
    const embed = JSON.parse(receiver.to(path)[0]?.body ?? "{}").embeds[0];
    expect(embed.title).toBe(`Premier playoffs: the ${tierInfo("Premier").playoffLine} teams are set`);
    expect(embed.description.split("\n")).toHaveLength(tierInfo("Premier").playoffLine);
    // Stored once more, nothing new.
    await call("POST", "/api/admin/matches", ADMIN, s.held);
    s.app.outbox.kick();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.to(path)).toHaveLength(1);
  });

  it("a test event reaches one destination; failures show with their status", async () => {
    const res = await call("POST", "/api/admin/webhooks", ADMIN, {
      name: "Broken",
      kind: "discord",
      url: receiver.url("/status/404"),
      events: ["pickems.lock"],
    });
    const id = res.json().id as number;
    expect((await call("POST", `/api/admin/webhooks/${id}/test`, ADMIN)).statusCode).toBe(202);
    await eventually(async () => {
      const list = (await call("GET", "/api/admin/webhooks", ADMIN)).json() as WebhookDestination[];
      return list.find((d) => d.id === id)?.deliveries[0]?.state === "failed";
    }, "the test's failure shows");
    const shown = ((await call("GET", "/api/admin/webhooks", ADMIN)).json() as WebhookDestination[]).find(
      (d) => d.id === id,
    );
    expect(shown?.deliveries[0]).toMatchObject({
      type: "test",
      title: "Test event from Fragboard",
      lastStatus: 404,
      state: "failed",
    });
    expect(shown?.counts.failed).toBe(1);
    // Paused: no test; removed: gone.
    expect((await call("PATCH", `/api/admin/webhooks/${id}`, ADMIN, { active: false })).json().active).toBe(
      false,
    );
    expect((await call("POST", `/api/admin/webhooks/${id}/test`, ADMIN)).statusCode).toBe(409);
    expect((await call("DELETE", `/api/admin/webhooks/${id}`, ADMIN)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/admin/webhooks/${id}`, ADMIN)).statusCode).toBe(404);
  });

  it("a member links only a Discord webhook, manages only his own, and hears of his article", async () => {
    expect((await call("GET", "/api/profile/webhook", null)).statusCode).toBe(401);
    const elsewhere = await call("PUT", "/api/profile/webhook", member(bob), {
      url: receiver.url("/not-discord"),
      events: ["server.ready"],
    });
    expect(elsewhere.statusCode).toBe(400);
    const annPath = "/discord/ann/token-of-ann";
    const linked = await call("PUT", "/api/profile/webhook", member(ann), {
      url: receiver.url(annPath),
      events: ["article.decided", "server.ready"],
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.body).not.toContain("token-of-ann");
    expect((await call("GET", "/api/profile/webhook", member(bob))).json()).toEqual({ destination: null });
    // Bob deleting "his" removes nothing of Ann's.
    expect((await call("DELETE", "/api/profile/webhook", member(bob))).statusCode).toBe(204);
    expect((await call("GET", "/api/profile/webhook", member(ann))).json().destination?.events).toEqual([
      "article.decided",
      "server.ready",
    ]);

    const [article] = await s.database.db
      .insert(articles)
      .values({
        discordId: ann,
        title: "Rejected take",
        bannerUrl: "https://img.example/c.png",
        tags: [],
        content: "<p>x</p>",
        anonymous: false,
        approvalState: "Pending",
      })
      .returning();
    await call("PATCH", `/api/fragboard/article/${article?.id}`, ADMIN, { approvalState: "REJECTED" });
    await eventually(
      () => receiver.to(annPath).some((r) => r.body.includes("Your article was not approved")),
      "Ann hears of it",
    );
    expect((await call("POST", "/api/profile/webhook/test", member(ann))).statusCode).toBe(202);
    expect((await call("POST", "/api/profile/webhook/test", member(bob))).statusCode).toBe(404);
    expect((await call("DELETE", "/api/profile/webhook", member(ann))).statusCode).toBe(204);
    expect((await call("GET", "/api/profile/webhook", member(ann))).json()).toEqual({ destination: null });
  });
});
