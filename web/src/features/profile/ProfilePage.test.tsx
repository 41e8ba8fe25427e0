import type { MeResponse, ProfileBundle, ProfileJson } from "@fragboard/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubApi } from "../../test/api-stub.js";
import { ADA_SIGNED_IN } from "../../test/fixtures.js";
import { renderApp } from "../../test/render.js";
import { SIGN_IN_MESSAGE } from "./ProfilePage.js";

const signedIn = ADA_SIGNED_IN;
const signedOut: MeResponse = { user: null, player: null, franchiseRoles: [], scopes: [], signIn: "local" };

type Call = { method: string; path: string; body: unknown };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * The shell's stub plus /api/me and /api/profile. The PATCH answers what `patch` returns (the
 * saved profile by default, stored for the next GET); `hold` keeps it pending until released.
 */
function stubProfile(
  options: {
    me?: MeResponse;
    profile?: ProfileJson;
    patch?: (body: ProfileJson) => Response;
    hold?: boolean;
  } = {},
) {
  stubApi({ season: 15 });
  const shell = vi.mocked(fetch);
  const calls: Call[] = [];
  let stored = options.profile ?? {};
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split("?")[0] ?? "";
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (path === "/api/me") return json(options.me ?? signedIn);
      if (path !== "/api/profile") return shell(url, init);
      calls.push({ method, path: url, body });
      if (method === "GET") {
        const bundle: ProfileBundle = { profile: stored, teamHistory: [], nameAliases: [], mmrHistory: [] };
        return json(bundle);
      }
      if (options.hold) await held;
      if (options.patch) return options.patch(body);
      stored = body;
      return json(body);
    }),
  );
  return { calls, release: () => release() };
}

const saveButton = () => screen.queryByRole("button", { name: /^Sav/ });

describe("/profile", () => {
  it("asks a visitor to sign in, coming back to /profile", async () => {
    stubProfile({ me: signedOut });
    renderApp("/profile");
    expect(await screen.findByText(SIGN_IN_MESSAGE, { exact: false })).toBeTruthy();
    const login = screen.getAllByRole("link", { name: "Login" }).find((a) => a.closest("main"));
    expect(login?.getAttribute("href")).toBe(`/api/auth/login?returnTo=${encodeURIComponent("/profile")}`);
    expect(screen.queryByRole("form", { name: "Your Profile" })).toBeNull();
  });

  it("shows the saved profile, league details read-only, and Save only once something differs", async () => {
    const user = userEvent.setup();
    stubProfile({ profile: { age: "21-23", favoriteProPlayer: "s1mple", isIGL: false } });
    renderApp("/profile");
    expect(await screen.findByRole("heading", { name: /Your Profile\s+Beta/ })).toBeTruthy();
    const age = await screen.findByLabelText<HTMLSelectElement>("Age");
    expect(age.value).toBe("21-23");
    expect(saveButton()).toBeNull();

    const details = ["Discord", "Player name", "CSC ID", "Tier", "Team", "Franchise"];
    for (const label of details) {
      const input = screen.getByLabelText<HTMLInputElement>(label);
      expect(input.disabled, label).toBe(true);
      expect(input.maxLength, label).toBe(255);
    }
    expect(screen.getByLabelText<HTMLInputElement>("Franchise").value).toBe("Argonauts (ARG)");

    await user.selectOptions(age, "36+");
    expect(saveButton()).toBeTruthy();
    await user.selectOptions(age, "21-23");
    expect(saveButton()).toBeNull();
    // Text is trimmed: spaces around a value are no change.
    await user.type(screen.getByLabelText("Pro player"), "  ");
    expect(saveButton()).toBeNull();
    await user.type(screen.getByLabelText("Pro player"), "x");
    expect(saveButton()).toBeTruthy();
  });

  it("keeps IGL experience disabled unless the player is an IGL, and drops it when he is not", async () => {
    const user = userEvent.setup();
    const { calls } = stubProfile();
    renderApp("/profile");
    const experience = await screen.findByLabelText<HTMLSelectElement>("IGL experience (seasons)");
    expect(experience.disabled).toBe(true);
    await user.click(screen.getByRole("switch", { name: "I am an IGL" }));
    expect(experience.disabled).toBe(false);
    await user.selectOptions(experience, "3+");
    await user.click(screen.getByRole("switch", { name: "I am an IGL" }));
    expect(experience.disabled).toBe(true);
    expect(experience.value).toBe("");
    await user.selectOptions(screen.getByLabelText("Age"), "16-20");
    await user.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
      age: "16-20",
      isIGL: false,
      socials: [],
    });
  });

  it("links each platform once, adds only a non-empty id, and removes a link", async () => {
    const user = userEvent.setup();
    stubProfile({ profile: { socials: { twitch: "https://www.twitch.tv/ada" } } });
    renderApp("/profile");
    const links = await screen.findByRole("list", { name: "Your links" });
    expect(within(links).getByText("https://www.twitch.tv/ada")).toBeTruthy();
    const platform = screen.getByLabelText<HTMLSelectElement>("Platform");
    const offered = () => [...platform.options].map((o) => o.textContent);
    expect(offered()).not.toContain("Twitch");
    expect(offered()).toContain("Medal.tv");

    const add = screen.getByRole("button", { name: "Add" });
    expect(add).toHaveProperty("disabled", true);
    await user.selectOptions(platform, "medal.tv");
    const handle = screen.getByLabelText("Medal.tv id");
    await user.type(handle, "   ");
    expect(add).toHaveProperty("disabled", true);
    await user.type(handle, "ada ");
    expect(add).toHaveProperty("disabled", false);
    await user.click(add);
    expect(within(links).getByText("https://medal.tv/u/ada")).toBeTruthy();
    expect(offered()).not.toContain("Medal.tv");
    expect(saveButton()).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Remove Twitch" }));
    expect(within(links).queryByText("https://www.twitch.tv/ada")).toBeNull();
    expect(offered()).toContain("Twitch");
  });

  it("checks fields with the shared schema and sends nothing while one is wrong", async () => {
    const user = userEvent.setup();
    const { calls } = stubProfile();
    renderApp("/profile");
    const dpi = await screen.findByLabelText("Mouse DPI");
    await user.type(dpi, "fast");
    expect(dpi.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("dpi must be a whole number")).toBeTruthy();
    await user.type(screen.getByLabelText("In-game sensitivity"), "1,5");
    expect(screen.getByText("inGameSensitivity must be a number like 1.25")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(document.activeElement).toBe(dpi);
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
  });

  it("says 'Saving...', sends the trimmed form, then refetches the profile", async () => {
    const user = userEvent.setup();
    const { calls, release } = stubProfile({ hold: true });
    renderApp("/profile");
    await user.type(await screen.findByLabelText("Bio"), "  Entry fragger  ");
    await user.type(screen.getByLabelText("Mouse DPI"), "800");
    await user.selectOptions(screen.getByLabelText("First CSC season"), "Season 3");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toHaveProperty("disabled", true);
    const gets = () => calls.filter((c) => c.method === "GET").length;
    const before = gets();
    release();
    expect(await screen.findByText("Profile saved.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
      bio: "Entry fragger",
      isIGL: false,
      dpi: "800",
      socials: [],
      firstCSCSeason: 3,
    });
    expect(gets()).toBe(before + 1);
    expect(saveButton()).toBeNull();
    expect(screen.getByLabelText<HTMLTextAreaElement>("Bio").value).toBe("Entry fragger");
  });

  it("shows a server refusal next to the field it names, else above the button", async () => {
    const user = userEvent.setup();
    const refusal = (status: number, message: string) =>
      json({ error: { code: status === 400 ? "BAD_REQUEST" : "FORBIDDEN", message } }, status);
    let answer = refusal(403, "Cross-site request refused");
    stubProfile({ patch: () => answer });
    renderApp("/profile");
    await user.selectOptions(await screen.findByLabelText("Region"), "EU");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your profile was not saved: Cross-site request refused")).toBeTruthy();

    answer = refusal(400, "firstCSCSeason must be at most 15, the current season");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const season = screen.getByLabelText("First CSC season");
    await waitFor(() => expect(season.getAttribute("aria-invalid")).toBe("true"));
    const describedBy = season.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe(
      "firstCSCSeason must be at most 15, the current season",
    );
    // Changing the field clears the server's complaint about it.
    await user.selectOptions(season, "Season 2");
    expect(season.getAttribute("aria-invalid")).toBe("false");

    answer = refusal(400, "socials.0.url: url is not a valid Twitch link");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const socials = screen.getByRole("group", { name: "Socials" });
    expect((await within(socials).findByRole("alert")).textContent).toBe(
      "socials.0.url: url is not a valid Twitch link",
    );
  });
});
