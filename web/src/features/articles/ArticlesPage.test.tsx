import type { LeaguePlayer, Post } from "@fragboard/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Session } from "../../lib/session.js";
import { stubCommunityApi } from "../../test/community-api-stub.js";
import { renderApp } from "../../test/render.js";

const session = vi.hoisted(() => ({ signedIn: false }));
vi.mock("../../lib/session.js", async (original) => ({
  ...(await original<typeof import("../../lib/session.js")>()),
  useSession: (): Session => ({
    user: session.signedIn
      ? { discordId: "222222222222222222", discordUsername: "writer", id: "p2", avatar: null }
      : null,
    player: null,
    isAdmin: false,
    isGm: false,
  }),
}));

const AUTHOR = "111111111111111111";
const players = [{ id: "p1", name: "Quill", discordId: AUTHOR } as LeaguePlayer];

const post = (id: number, overrides: Partial<Post> = {}): Post => ({
  id,
  discordId: AUTHOR,
  title: `Article ${id}`,
  subtitle: `Subtitle ${id}`,
  bannerURL: "https://example.com/b.png",
  tags: ["news"],
  content: "<p>Body</p>",
  anonymous: false,
  approvalState: "APPROVED",
  approvedBy: null,
  metadata: null,
  createdAt: `2026-10-${String(id + 1).padStart(2, "0")}T12:00:00.000Z`,
  updatedAt: "2026-10-01T12:00:00.000Z",
  deletedAt: null,
  ...overrides,
});

describe("articles", () => {
  it("lists the first 10, with author, 'Anonymous' and 'MMMM D, YYYY' dates; no create link signed out", async () => {
    session.signedIn = false;
    const list = Array.from({ length: 12 }, (_, i) =>
      post(12 - i, i === 1 ? { anonymous: true, discordId: null } : {}),
    );
    stubCommunityApi(({ path }) => (path === "/api/fragboard/articles" ? list : undefined), { players });
    renderApp("/articles");
    expect(await screen.findByRole("heading", { name: "Article 12" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2, name: /^Article \d+$/ })).toHaveLength(10);
    expect(screen.queryByRole("heading", { name: "Article 2" })).toBeNull();
    expect(screen.getByText(/^October 13, 2026 \(\S+\)$/)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText("by Quill").length).toBe(9));
    expect(screen.getAllByText("by Anonymous")).toHaveLength(1);
    expect(screen.queryByRole("link", { name: "Write an article" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Article History" })).toBeTruthy();
  });

  it("shows the create link to members", async () => {
    session.signedIn = true;
    stubCommunityApi(({ path }) => (path === "/api/fragboard/articles" ? [post(1)] : undefined));
    renderApp("/articles");
    expect((await screen.findByRole("link", { name: "Write an article" })).getAttribute("href")).toBe(
      "/articles/create",
    );
  });

  it("renders an article's HTML purified: no script, handler or javascript: link survives", async () => {
    session.signedIn = false;
    const content =
      '<p>Safe <strong>text</strong></p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://example.com">good</a><svg onload="window.__xss=1"></svg>';
    stubCommunityApi(({ path }) =>
      path === "/api/fragboard/articles/5" ? [post(5, { content })] : undefined,
    );
    const { container } = renderApp("/articles/5");
    expect(await screen.findByRole("heading", { level: 1, name: "Article 5" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "← Back to articles" })).toBeTruthy();
    const body = container.querySelector(".article-content");
    expect(body?.innerHTML).toContain("<strong>text</strong>");
    expect(body?.querySelector("script, svg, [onerror], [onload]")).toBeNull();
    expect(body?.querySelector("img")).toBeNull();
    expect(screen.getByText("bad").getAttribute("href")).toBeNull();
    expect(screen.getByText("good").getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it("says an unknown article is not found", async () => {
    stubCommunityApi(({ path }) =>
      path === "/api/fragboard/articles/77"
        ? { status: 404, body: { error: { code: "NOT_FOUND", message: "x" } } }
        : undefined,
    );
    renderApp("/articles/77");
    expect(await screen.findByRole("heading", { name: "Article not found" })).toBeTruthy();
  });

  it("asks visitors to sign in before writing", async () => {
    session.signedIn = false;
    stubCommunityApi(() => undefined);
    renderApp("/articles/create");
    expect(await screen.findByText("You must be logged in to create a post.")).toBeTruthy();
  });

  it("validates, submits the stored draft with trimmed tags, clears it and shows the submitted page", async () => {
    session.signedIn = true;
    const user = userEvent.setup();
    window.localStorage.setItem(
      "draftPost",
      JSON.stringify({
        title: "Hi",
        bannerURL: "https://example.com/not-an-image",
        content: "<p>Draft body</p>",
        tags: ["a"],
      }),
    );
    const calls = stubCommunityApi(({ method, path }) =>
      method === "POST" && path === "/api/fragboard/article" ? { status: 201, body: post(30) } : undefined,
    );
    const { router } = renderApp("/articles/create");
    await user.click(await screen.findByRole("button", { name: "Submit for review" }));
    expect(screen.getByText("Title must be at least 3 characters")).toBeTruthy();
    expect(screen.getByText("Invalid URL")).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText("Title"), "gh");
    const banner = screen.getByLabelText("Banner image URL");
    await user.clear(banner);
    await user.type(banner, "https://example.com/banner.jpg");
    await user.type(screen.getByLabelText("Tags"), " match day {Enter}");
    expect(screen.getByRole("button", { name: "Remove matchday" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remove a" }));
    await user.click(screen.getByLabelText("Post anonymously"));
    expect(JSON.parse(window.localStorage.getItem("draftPost") ?? "{}")).toMatchObject({
      owner: "222222222222222222",
      values: { title: "High", isAnonymous: true },
    });

    await user.click(screen.getByRole("button", { name: "Submit for review" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/articles/submitted"));
    expect(calls[0]?.body).toEqual({
      title: "High",
      subtitle: "",
      bannerURL: "https://example.com/banner.jpg",
      tags: ["matchday"],
      content: "<p>Draft body</p>",
      isAnonymous: true,
    });
    expect(await screen.findByRole("heading", { name: "Your post was submitted." })).toBeTruthy();
    // Submitted: no draft is left behind.
    expect(window.localStorage.getItem("draftPost")).toBeNull();
  });

  it("submits an article without a banner: it is optional (issue #26)", async () => {
    session.signedIn = true;
    const user = userEvent.setup();
    const calls = stubCommunityApi(({ method, path }) =>
      method === "POST" && path === "/api/fragboard/article" ? { status: 201, body: post(31) } : undefined,
    );
    window.localStorage.setItem("draftPost", JSON.stringify({ title: "No banner", content: "<p>Body</p>" }));
    const { router } = renderApp("/articles/create");
    await user.click(await screen.findByRole("button", { name: "Submit for review" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/articles/submitted"));
    expect(calls[0]?.body).toMatchObject({ title: "No banner", bannerURL: "" });
  });

  it("keeps the draft and says why when the server refuses it; leaving asks first", async () => {
    session.signedIn = true;
    const user = userEvent.setup();
    stubCommunityApi(({ method, path }) =>
      method === "POST" && path === "/api/fragboard/article"
        ? { status: 503, body: { error: { code: "UNAVAILABLE", message: "The database is busy" } } }
        : undefined,
    );
    const { router } = renderApp("/articles/create");
    await user.type(await screen.findByLabelText("Title"), "Lost words");
    await user.click(screen.getByRole("button", { name: "Submit for review" }));
    // Content missing: the form's own check, nothing sent yet.
    expect(await screen.findByText("Write the article first.")).toBeTruthy();
    window.localStorage.setItem(
      "draftPost",
      JSON.stringify({ owner: "222222222222222222", values: { title: "Lost words", content: "<p>x</p>" } }),
    );
    // A fresh visit restores the draft and says so.
    await router.navigate("/articles");
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/articles"));
    // The router's location moves first; the form (and its leave guard, which would block the
    // next navigation) stays drawn until the list's lazy page has loaded: wait until it is gone.
    await waitFor(() => expect(screen.queryByLabelText("Title")).toBeNull());
    await router.navigate("/articles/create");
    expect(await screen.findByText(/Your unsent draft is back/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Submit for review" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The database is busy");
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Lost words");
    expect(JSON.parse(window.localStorage.getItem("draftPost") ?? "{}").values.title).toBe("Lost words");

    // Leaving with it unsent asks; "Stay" stays.
    await router.navigate("/articles");
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));
    expect(router.state.location.pathname).toBe("/articles/create");
  });
});
