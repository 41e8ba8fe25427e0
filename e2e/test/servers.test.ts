import { serverListResponseSchema } from "@fragboard/core";
import { describe, expect, test } from "vitest";
import { expectNoSeriousViolations } from "./axe.js";
import { baseUrl, PHONE, useBrowser } from "./browser.js";

/**
 * Issue #10 item 4: a member signs in with the local demo sign-in, starts a sandbox game server,
 * sees it in the table with the details it answers over UDP, and shuts it down. The member is
 * whoever the sign-in page lists first (found at run time, never by name).
 */

const browser = useBrowser();
const LOGGED_OUT = "You must be logged into to use this feature.";
const NO_SERVERS = "There aren't any servers running, start one, maybe?";
/** Details load 1.5 s after the list; a loaded machine needs more than that to draw them. */
const DETAILS_TIMEOUT_MS = 20_000;

describe("servers on demand", () => {
  test("a visitor is asked to sign in", async () => {
    const page = await browser.newPage();
    await page.goto("/servers");
    await page.getByText(LOGGED_OUT).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Servers");
    expect(await page.getByRole("button", { name: "Start server" }).count()).toBe(0);
    await expectNoSeriousViolations(page);
  });

  test("a member signs in locally, starts a sandbox server, sees its details and shuts it down", async () => {
    const page = await browser.newPage();
    await page.goto(`/api/auth/login?returnTo=${encodeURIComponent("/servers")}`);
    const signIn = page.getByRole("button", { name: /^Sign in as / }).first();
    await signIn.waitFor();
    await signIn.click();
    await page.waitForURL((url) => url.pathname === "/servers");
    const form = page.getByRole("region", { name: "Server Settings" });
    await form.waitFor();
    await page.getByText("Beta", { exact: true }).waitFor();

    await form.getByLabel("Map").selectOption("de_mirage");
    await form.getByLabel("Server type").selectOption("retakes");
    expect(await form.getByLabel(/Player slots/).inputValue()).toBe("9");
    await form.getByLabel("Password").fill("frogs42");
    await form.getByRole("button", { name: "Start server" }).click();

    const table = page.getByRole("table");
    const row = table.getByRole("row").filter({ has: page.getByRole("button", { name: "Shutdown" }) });
    await row.waitFor();
    await row.getByText(/^connect [\d.]+:\d+;password frogs42$/).waitFor();
    await row.getByText("RETAKES", { exact: true }).waitFor();
    // The name, map and slots come from the sandbox's own A2S answer.
    await row.getByText(/^Fragboard Retakes \| /).waitFor({ timeout: DETAILS_TIMEOUT_MS });
    await row.getByText("de_mirage", { exact: true }).waitFor();
    await row.getByText("0 / 9", { exact: true }).waitFor();
    await expectNoSeriousViolations(page);
    // For a look at the page: E2E_SCREENSHOT_DIR=/tmp npx vitest run e2e/test/servers.test.ts
    const shots = process.env.E2E_SCREENSHOT_DIR;
    if (shots) await page.screenshot({ path: `${shots}/servers.png`, fullPage: true });

    // Someone else sees the row, but not how to join it.
    const listed = serverListResponseSchema.parse(await (await fetch(`${baseUrl}/api/servers`)).json());
    const mine = listed.servers.find((s) => s.password === "REDACTED" && s.type === "retakes.9");
    expect(mine).toBeTruthy();

    await page.setViewportSize(PHONE);
    await row.getByRole("button", { name: "Shutdown" }).click();
    // Shutdown asks first. The open dialog hides the table from the accessibility tree, so the row
    // counts as gone only once the dialog is: then it goes when the stop has answered.
    const question = page.getByRole("alertdialog", { name: "Shut the server down?" });
    await question.getByRole("button", { name: "Shutdown" }).click();
    await question.waitFor({ state: "detached" });
    await row.waitFor({ state: "detached" });
    const after = serverListResponseSchema.parse(await (await fetch(`${baseUrl}/api/servers`)).json());
    expect(after.servers.some((s) => s.screenid === mine?.screenid)).toBe(false);
    if (after.servers.length === 0) await page.getByText(NO_SERVERS).waitFor();
    await expectNoSeriousViolations(page);
  });
});
