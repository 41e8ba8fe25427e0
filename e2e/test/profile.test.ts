import type { ProfileBundle } from "@fragboard/core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { expectNoSeriousViolations } from "./axe.js";
import { baseUrl, PHONE, useBrowser } from "./browser.js";
import { type ListedPlayer, loadLeague, playerPath } from "./league.js";

/**
 * The profile journey of issue #9: a member signs in locally from /profile, sees the empty-profile
 * notice on his own player page, fills in and saves his profile, finds it again after a reload,
 * and the notice is gone. The member is picked from the API: a player with stats and an empty profile.
 */

const browser = useBrowser();
const NOTICE = "It Looks like your profile is empty.";

let member: ListedPlayer & { discordId: string };

const profileOf = async (discordId: string) =>
  ((await (await fetch(`${baseUrl}/api/profile?discordId=${discordId}`)).json()) as ProfileBundle).profile;

beforeAll(async () => {
  const league = await loadLeague();
  // From the end of the list: other journeys sign in as the first members they find.
  for (const player of [...league.listed].reverse()) {
    if (player.discordId && Object.keys(await profileOf(player.discordId)).length === 0) {
      member = { ...player, discordId: player.discordId };
      return;
    }
  }
  throw new Error("no player with stats has an empty profile");
});

/** `text` matched literally inside a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** /profile asks a visitor to sign in; the demo sign-in brings him back to /profile. */
async function signInFromProfile(page: Page) {
  await page.goto("/profile");
  await page.getByText("Sign in to fill in your profile.").waitFor();
  await page.getByRole("main").getByRole("link", { name: "Login" }).click();
  await page.getByLabel("Find a member by name").fill(member.name);
  await page
    .getByRole("button", { name: new RegExp(`^Sign in as ${literal(member.name)}( \\(admin\\))?$`) })
    .click();
  await page.waitForURL((url) => url.pathname === "/profile");
  await page.getByRole("form", { name: "Your Profile" }).waitFor();
}

describe("profile", () => {
  test("sign in, see the notice, fill in the profile, save, reload, and the notice is gone", async () => {
    const page = await browser.newPage();
    await signInFromProfile(page);
    await expectNoSeriousViolations(page);

    await page.goto(playerPath(member.name));
    const notice = page.getByRole("link", { name: `${NOTICE} Click here to go to your profile.` });
    await notice.waitFor();
    // The reminder counts among the unread, with whatever the server holds for him.
    await page.getByRole("button", { name: /^Notifications \([1-9]\d* unread\)$/ }).waitFor();
    await notice.click();
    await page.waitForURL((url) => url.pathname === "/profile");

    const form = page.getByRole("form", { name: "Your Profile" });
    await form.waitFor();
    expect(await page.getByRole("button", { name: "Save" }).count()).toBe(0);
    const experience = page.getByLabel("IGL experience (seasons)");
    expect(await experience.isDisabled()).toBe(true);
    await page.getByLabel("Age").selectOption("24-26");
    await page.getByLabel("Region").selectOption("EU");
    await page.getByRole("switch", { name: "I am an IGL" }).click();
    await experience.selectOption("2");
    await page.getByLabel("Mouse DPI").fill(" 800 ");
    await page.getByLabel("Pro player").fill("  ropz  ");
    await page.getByLabel("Platform").selectOption("twitch");
    const add = page.getByRole("button", { name: "Add" });
    expect(await add.isDisabled()).toBe(true);
    await page.getByLabel("Twitch id").fill("e2e_profile");
    await add.click();
    await page
      .getByRole("list", { name: "Your links" })
      .getByText("https://www.twitch.tv/e2e_profile")
      .waitFor();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Profile saved.").waitFor();
    expect(await page.getByRole("button", { name: "Save" }).count()).toBe(0);

    expect(await profileOf(member.discordId)).toEqual({
      age: "24-26",
      region: "EU",
      isIGL: true,
      iglExperience: "2",
      dpi: 800,
      favoriteProPlayer: "ropz",
      socials: { twitch: "https://www.twitch.tv/e2e_profile" },
    });

    await page.reload();
    await form.waitFor();
    expect(await page.getByLabel("Age").inputValue()).toBe("24-26");
    expect(await page.getByLabel("Pro player").inputValue()).toBe("ropz");
    expect(await experience.inputValue()).toBe("2");
    await page
      .getByRole("list", { name: "Your links" })
      .getByText("https://www.twitch.tv/e2e_profile")
      .waitFor();

    await page.goto(playerPath(member.name));
    const profileButton = page.getByRole("button", { name: "Profile", exact: true });
    await expect.poll(() => profileButton.isEnabled()).toBe(true);
    expect(await page.getByText(NOTICE).count()).toBe(0);
    await profileButton.click();
    await page.getByRole("region", { name: "Profile" }).getByRole("link", { name: "Twitch" }).waitFor();
    // Eight page loads and two axe runs: more than the default minute on a busy machine.
  }, 180_000);

  test("the editor fits a phone and passes axe there", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInFromProfile(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
  });
});
