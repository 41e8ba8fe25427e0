import { REDACTED_PASSWORD, type Server, type ServerListResponse } from "@fragboard/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Session } from "../../lib/session.js";
import { stubCommunityApi } from "../../test/community-api-stub.js";
import { renderApp } from "../../test/render.js";
import { NO_SERVERS } from "./RunningServers.js";
import { ALREADY_RUNNING } from "./ServerSettingsForm.js";
import { LOGGED_OUT_MESSAGE } from "./ServersPage.js";

const ME = "100000000000000001";
const session = vi.hoisted(() => ({ signedIn: true }));
vi.mock("../../lib/session.js", async (original) => ({
  ...(await original<typeof import("../../lib/session.js")>()),
  useSession: (): Session => ({
    user: session.signedIn ? { discordId: ME, discordUsername: "office", id: null, avatar: null } : null,
    player: null,
    isAdmin: false,
    isGm: false,
  }),
}));

const server = (fields: Partial<Server>): Server => ({
  screenid: 1,
  owner: ME,
  host: "127.0.0.1",
  port: 27015,
  type: "pug&prac.10",
  password: "frogs",
  isPrivate: true,
  datetime: Date.now() + 2 * 3_600_000,
  ...fields,
});
const details = (port: number) => ({
  protocol: 17,
  name: `Server on ${port}`,
  map: "de_nuke",
  folder: "csgo",
  game: "Counter-Strike 2",
  appId: 730,
  players: 3,
  maxPlayers: 10,
  bots: 1,
  serverType: "d",
  environment: "l",
  visibility: 1,
  vac: 0,
  version: "1",
  port,
  keywords: "",
  gameId: "730",
});

describe("the servers page", () => {
  it("asks an anonymous visitor to sign in", async () => {
    session.signedIn = false;
    stubCommunityApi(() => undefined);
    renderApp("/servers");
    expect(await screen.findByText(LOGGED_OUT_MESSAGE)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Servers");
    session.signedIn = true;
  });

  it("offers the spec's defaults, sets the slots to a type's maximum and hides the password of a public server", async () => {
    const list: ServerListResponse = {
      notice: { type: "alert", message: "Servers may be unstable." },
      servers: [],
    };
    const calls = stubCommunityApi(({ method, path }) => {
      if (path === "/api/servers") return list;
      if (method === "POST" && path === "/api/servers/request") return server({});
      return undefined;
    });
    renderApp("/servers");
    expect(await screen.findByText(NO_SERVERS)).toBeTruthy();
    expect(screen.getByText("Servers may be unstable.")).toBeTruthy();
    expect(screen.getByText("Beta")).toBeTruthy();
    const form = screen.getByRole("region", { name: "Server Settings" });
    expect((within(form).getByLabelText("Map") as HTMLSelectElement).value).toBe("de_anubis");
    expect((within(form).getByLabelText("Duration") as HTMLSelectElement).value).toBe("3");
    const slots = within(form).getByLabelText(/Player slots/) as HTMLInputElement;
    expect(slots.value).toBe("10");
    await userEvent.selectOptions(within(form).getByLabelText("Server type"), "retakes");
    expect(slots.value).toBe("9");
    expect(slots.max).toBe("9");
    const password = within(form).getByLabelText("Password") as HTMLInputElement;
    expect(password.placeholder).toBe("If blank password will be random");
    await userEvent.click(within(form).getByRole("switch", { name: "Private" }));
    expect(within(form).queryByLabelText("Password")).toBeNull();

    await userEvent.click(within(form).getByRole("button", { name: "Start server" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/servers/request")).toBe(true));
    expect(calls.find((c) => c.path === "/api/servers/request")?.body).toMatchObject({
      map: "de_anubis",
      serverType: "retakes",
      playerSlots: 9,
      serverDuration: 3,
      isPrivate: false,
      password: "",
    });
  });

  it("shows the owner his connect string and Shutdown, others 'Private', and details after a moment", async () => {
    const list: ServerListResponse = {
      notice: null,
      servers: [
        server({}),
        server({ screenid: 2, owner: "100000000000000002", port: 27016, password: REDACTED_PASSWORD }),
      ],
    };
    const calls = stubCommunityApi(({ method, path, body }) => {
      if (path === "/api/servers") return list;
      if (method === "POST" && path === "/api/servers/deets") return details((body as { port: number }).port);
      if (method === "POST" && path === "/api/servers/stop")
        return { id: 1, stoppedAt: new Date().toISOString() };
      return undefined;
    });
    renderApp("/servers");
    const table = await screen.findByRole("table");
    const [, mine, theirs] = within(table).getAllByRole("row");
    if (!mine || !theirs) throw new Error("rows missing");
    expect(within(mine).getByText("connect 127.0.0.1:27015;password frogs")).toBeTruthy();
    expect(within(theirs).getByText("Private")).toBeTruthy();
    expect(within(theirs).queryByRole("button", { name: "Shutdown" })).toBeNull();
    expect(within(mine).getByText("PUG&PRAC")).toBeTruthy();
    // Placeholders first; the details arrive 1.5 s after the list.
    expect(within(mine).getByRole("img", { name: "Loading name" })).toBeTruthy();
    expect(await within(mine).findByText("Server on 27015", {}, { timeout: 4000 })).toBeTruthy();
    expect(within(mine).getByText("2 / 10")).toBeTruthy();

    // "Start server" is off while he runs one (the server would answer 409).
    expect(screen.getByRole("button", { name: "Start server" })).toHaveProperty("disabled", true);
    expect(screen.getByText(ALREADY_RUNNING)).toBeTruthy();
    // Shutdown asks first: Cancel stops nothing, the dialog's Shutdown does.
    await userEvent.click(within(mine).getByRole("button", { name: "Shutdown" }));
    const ask = await screen.findByRole("alertdialog", { name: "Shut the server down?" });
    await userEvent.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.path === "/api/servers/stop")).toBe(false);
    await userEvent.click(within(mine).getByRole("button", { name: "Shutdown" }));
    const again = await screen.findByRole("alertdialog", { name: "Shut the server down?" });
    await userEvent.click(within(again).getByRole("button", { name: "Shutdown" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/servers/stop")).toBe(true));
    expect(calls.find((c) => c.path === "/api/servers/stop")?.body).toEqual({ id: 1 });
  });
});
