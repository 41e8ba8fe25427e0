import {
  FRANCHISES,
  type GqlFranchise,
  type LeaguePlayer,
  type LocalMembersResponse,
  type Post,
} from "@fragboard/core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { FORBIDDEN_IN_STORED_HTML, XSS_PAYLOADS } from "../../server/test/helpers/xss-payloads.js";
import { expectNoSeriousViolations } from "./axe.js";
import { baseUrl, PHONE, useBrowser } from "./browser.js";
import { loadLeague, playerPath } from "./league.js";
import { apiAs, holdSession } from "./sessions.js";

/**
 * The community journeys of issue #9: a franchise's GM uploads an RTL CSV and awards an accolade
 * that shows on the player page; members and visitors are refused the GM panel and the admin
 * page; stored-XSS payloads in articles and badge text run nothing in Chromium. People are picked
 * from the API at test time (the franchise of a player with stats, its GM, someone managing none).
 */

const browser = useBrowser();
const NOT_AUTHORIZED = "You are not authorized to view this page";

let season: number;
let franchise: GqlFranchise;
let gmDiscordId: string;
let memberDiscordId: string;
let memberName: string;
let adminDiscordId: string;
let target: LeaguePlayer;

beforeAll(async () => {
  const league = await loadLeague();
  season = league.season;
  const response = await fetch(`${baseUrl}/api/graphql/core`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ operationName: "franchises", query: FRANCHISES, variables: { season } }),
  });
  const franchises = ((await response.json()) as { data: { franchises: GqlFranchise[] } }).data.franchises;
  const everyone = (
    (await (await fetch(`${baseUrl}/api/csc/cached-players?season=${season}`)).json()) as {
      data: LeaguePlayer[];
    }
  ).data;
  const managers = new Set(
    franchises.flatMap((f) => [f.gm?.id, f.agm?.id, ...(f.agms ?? []).map((a) => a.id)]),
  );
  const onRoster = (f: GqlFranchise, id: string) => f.teams.some((t) => t.players.some((p) => p.id === id));
  const pick = league.listed.find((p) => !managers.has(p.id) && franchises.some((f) => onRoster(f, p.id)));
  if (!pick) throw new Error("no rostered player with stats who manages nothing");
  target = pick;
  franchise = franchises.find((f) => onRoster(f, pick.id)) as GqlFranchise;
  const discordOf = (id: string | undefined) => everyone.find((p) => p.id === id)?.discordId;
  gmDiscordId = discordOf(franchise.gm?.id) ?? "";
  const members = everyone.filter((p) => p.discordId && !managers.has(p.id) && p.id !== pick.id);
  memberDiscordId = members[0]?.discordId ?? "";
  memberName = members[0]?.name ?? "";
  adminDiscordId = members[1]?.discordId ?? "";
  if (!gmDiscordId || !memberDiscordId || !adminDiscordId)
    throw new Error("the league lacks a GM or members");
});

/** Every dialog a page opens (an executed alert() would be one). */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}
const xssFired = (page: Page) => page.evaluate(() => (window as { __xss?: unknown }).__xss !== undefined);

describe("GM panel", () => {
  test("a GM previews and applies an RTL CSV, then awards an accolade shown on the player page", async () => {
    const page = await browser.newPage();
    const dialogs = watchDialogs(page);
    await holdSession(page, gmDiscordId);
    await page.goto("/gm");
    await page.getByRole("heading", { name: "GM Panel" }).waitFor();
    await expect(
      page.getByText(`${franchise.name} (${franchise.prefix})`, { exact: false }).count(),
    ).resolves.toBe(1);

    const upload = page.getByLabel("CSV file with the columns 'CSC ID' and 'MMR'");
    await upload.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
    await page.getByText("Invalid file type: text/plain. Please upload a valid GM RTL CSV file.").waitFor();
    await upload.setInputFiles({
      name: "rtl.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("Name,Rating\na,1\n"),
    });
    await page
      .getByText("CSV is missing required columns: MMR and CSC ID. Are you sure this is a GM RTL CSV?")
      .waitFor();
    const newMmr = (target.mmr ?? 0) + 7;
    await upload.setInputFiles({
      name: "rtl.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`CSC ID,MMR\n${target.id},${newMmr}\n`),
    });
    await page.getByRole("cell", { name: target.name, exact: true }).waitFor();
    await page.getByRole("button", { name: "Apply 1 change" }).click();
    await page.getByText(`Applied 1 MMR change for season ${season}.`).waitFor();
    const players = (await (await fetch(`${baseUrl}/api/csc/cached-players?season=${season}`)).json()) as {
      data: LeaguePlayer[];
    };
    expect(players.data.find((p) => p.id === target.id)?.mmr).toBe(newMmr);

    const badge = `Season ${season} Finals MVP`;
    const payload = '<img src=x onerror="window.__xss=1;alert(1)">';
    for (const [type, text] of [
      ["mvp", badge],
      ["other", payload],
    ] as const) {
      // Exact: the global search box is labelled "Search players, teams and franchises".
      await page.getByLabel("Player", { exact: true }).selectOption(target.id);
      await page.getByLabel("Badge type").selectOption(type);
      await page.getByLabel("Badge text").fill(text);
      await page.getByRole("button", { name: "Submit accolade" }).click();
      await page.getByText(`Accolade "${text}" awarded to ${target.name}.`).waitFor();
    }
    await expectNoSeriousViolations(page);

    await page.goto(playerPath(target.name));
    const accolades = page.getByRole("list", { name: "Accolades" });
    await accolades.getByText(badge).waitFor();
    // The payload is shown as the text it is, and nothing ran.
    await accolades.getByText(payload, { exact: true }).waitFor();
    expect(await accolades.locator("img[onerror]").count()).toBe(0);
    expect(await xssFired(page)).toBe(false);
    expect(dialogs).toEqual([]);
  });

  test("a member who manages no franchise and a visitor are refused", async () => {
    for (const who of [memberDiscordId, null]) {
      const page = await browser.newPage();
      if (who) await holdSession(page, who);
      await page.goto("/gm");
      await page.getByText(NOT_AUTHORIZED).waitFor();
      expect(await page.getByRole("button", { name: "Submit accolade" }).count()).toBe(0);
      await page.goto("/admin");
      await page.getByText(NOT_AUTHORIZED).waitFor();
      await expectNoSeriousViolations(page);
    }
  });
});

describe("FACEIT", () => {
  test("level and ELO show on a player page and on his franchise's roster", async () => {
    const league = await loadLeague();
    let found: { player: LeaguePlayer; rank: number; elo: number } | undefined;
    for (const player of league.listed.filter((p) => p.team?.franchise)) {
      const url = `${baseUrl}/api/faceit/playerlookup?steamId=${player.steam64Id}&cscPlayerName=${encodeURIComponent(player.name)}`;
      const body = (await (await fetch(url)).json()) as { rank: number; elo: number } | null;
      if (body) {
        found = { player, ...body };
        break;
      }
    }
    if (!found) throw new Error("no rostered player has FACEIT figures");
    const badge = new RegExp(`^FACEIT level ${found.rank}, ${found.elo} ELO`);
    const page = await browser.newPage();
    await page.goto(playerPath(found.player.name));
    await page.getByRole("link", { name: badge }).waitFor();
    await page.goto(`/franchises/${encodeURIComponent(found.player.team?.franchise?.prefix ?? "")}`);
    await page.getByRole("link", { name: badge }).first().waitFor();
  });
});

describe("articles", () => {
  test("stored XSS payloads render inert in Chromium, in the list and the article", async () => {
    const content = `<p>Before the payloads.</p>${XSS_PAYLOADS.join("")}<p>After the payloads.</p>`;
    const title = "<script>window.__xss=1</script> XSS review";
    const post = await apiAs<Post>(memberDiscordId, "POST", "/api/fragboard/article", {
      title,
      subtitle: '<img src=x onerror="alert(1)">',
      bannerURL: "https://example.com/banner.png",
      tags: ["<b>x</b>"],
      content,
    });
    for (const pattern of FORBIDDEN_IN_STORED_HTML) expect(post.content).not.toMatch(pattern);
    await apiAs(
      adminDiscordId,
      "PATCH",
      `/api/fragboard/article/${post.id}`,
      { approvalState: "APPROVED" },
      { admin: true },
    );

    const page = await browser.newPage();
    const dialogs = watchDialogs(page);
    await page.goto("/articles");
    await page.getByRole("heading", { name: title }).waitFor();
    await expectNoSeriousViolations(page);
    await page.getByRole("link", { name: title }).click();
    await page.getByText("After the payloads.").waitFor();
    const body = page.locator(".article-content");
    expect(await body.locator("script, svg, math, iframe, object, form, style, [style]").count()).toBe(0);
    expect(
      await body.evaluate((el) =>
        [...el.querySelectorAll("*")].some((node) =>
          [...node.attributes].some((a) => a.name.startsWith("on") || /javascript:/i.test(a.value)),
        ),
      ),
    ).toBe(false);
    await page.locator("main").hover();
    await page.waitForTimeout(300);
    expect(await xssFired(page)).toBe(false);
    expect(dialogs).toEqual([]);
    await expectNoSeriousViolations(page);
  });

  test("visitors read the list, an article and the submitted page, and are asked to sign in to write", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto("/articles");
    const first = page.locator("main ul > li a").first();
    await first.waitFor();
    expect(await page.getByRole("link", { name: "Write an article" }).count()).toBe(0);
    await first.click();
    await page.getByRole("link", { name: "← Back to articles" }).waitFor();
    await expectNoSeriousViolations(page);
    await page.goto("/articles/create");
    await page.getByText("You must be logged in to create a post.").waitFor();
    await expectNoSeriousViolations(page);
    await page.goto("/articles/submitted");
    await page.getByRole("heading", { name: "Your post was submitted." }).waitFor();
    await expectNoSeriousViolations(page);
  });
});

describe("a member's journey", () => {
  test("signs in locally, gives +rep, writes an article an admin approves, then signs out", async () => {
    const found = (await (
      await fetch(`${baseUrl}/api/auth/local/members?q=${encodeURIComponent(memberName)}`)
    ).json()) as LocalMembersResponse;
    const member = found.members.find((m) => m.discordId === memberDiscordId);
    if (!member) throw new Error("the demo sign-in does not list the member");
    const page = await browser.newPage();
    await page.goto(playerPath(target.name));
    await page.getByRole("link", { name: "Login" }).click();
    await page.getByText("Demo mode: local sign-in").waitFor();
    await expectNoSeriousViolations(page);
    await page.getByPlaceholder("Player or username").fill(memberName);
    await page.getByRole("button", { name: new RegExp(`^Sign in as ${memberName}`) }).click();
    // Back on the page Login was pressed on, signed in.
    await page.waitForURL((url) => url.pathname === new URL(playerPath(target.name), baseUrl).pathname);

    const rep = page.getByRole("button", { name: /^\+Rep \d+$/ });
    await rep.waitFor();
    const before = Number((await rep.getAttribute("aria-label"))?.split(" ")[1]);
    const pressed = await rep.getAttribute("aria-pressed");
    await rep.click();
    await page
      .getByRole("button", { name: `+Rep ${pressed === "true" ? before - 1 : before + 1}` })
      .waitFor();
    await expect.poll(() => rep.getAttribute("aria-pressed")).toBe(pressed === "true" ? "false" : "true");

    const title = `Journey notes ${Date.now()}`;
    await page.goto("/articles/create");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Banner image URL").fill("https://example.com/journey.png");
    await page.getByRole("textbox", { name: "Article" }).click();
    await page.keyboard.type("A member writes about the league.");
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Submit for review" }).click();
    await page.getByRole("heading", { name: "Your post was submitted." }).waitFor();

    const admin = await browser.newPage();
    await holdSession(admin, adminDiscordId, { admin: true });
    await admin.goto("/admin");
    await admin.getByRole("button", { name: `Approve ${title}` }).click();
    await admin.getByRole("button", { name: `Approve ${title}` }).waitFor({ state: "detached" });
    await expectNoSeriousViolations(admin);

    await page.goto("/articles");
    await page.getByRole("heading", { name: title }).waitFor();
    await page.getByRole("button", { name: member.discordUsername, exact: true }).click();
    await page.getByRole("menuitem", { name: "Sign out", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "Login" }).waitFor();
  });
});
