import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ARTICLE_LIMITS,
  ARTICLE_STATES,
  articleApprovalBodySchema,
  articleCreateBodySchema,
  articlesQuerySchema,
  postSchema,
} from "../../src/index.js";
import { expectSingleIssue } from "./issues.js";

const good = {
  title: "  Week 3 power rankings ",
  subtitle: "Who is rising",
  bannerURL: "https://images.example.com/banners/week-3.PNG?v=2",
  tags: ["power rankings", " premier ", "", "   "],
  content: "<p>Hello</p>",
  isAnonymous: false,
};

describe("article create body", () => {
  it("trims the title and removes whitespace from tags, dropping empty ones", () => {
    const body = articleCreateBodySchema.parse(good);
    expect(body.title).toBe("Week 3 power rankings");
    expect(body.tags).toEqual(["powerrankings", "premier"]);
  });

  it("defaults the optional fields", () => {
    const { subtitle, tags, isAnonymous, ...required } = good;
    expect(articleCreateBodySchema.parse(required)).toMatchObject({
      subtitle: "",
      tags: [],
      isAnonymous: false,
    });
  });

  it.each(["png", "jpg", "jpeg", "gif", "svg"])("accepts a .%s banner", (ext) => {
    expect(articleCreateBodySchema.safeParse({ ...good, bannerURL: `https://x.io/a/b.${ext}` }).success).toBe(
      true,
    );
  });

  it("takes an article without a banner: it is optional (issue #26)", () => {
    expect(articleCreateBodySchema.parse({ ...good, bannerURL: "  " }).bannerURL).toBe("");
    const { bannerURL, ...without } = good;
    expect(articleCreateBodySchema.parse(without).bannerURL).toBe("");
  });

  it("rejects a title shorter than 3 characters after trimming", () => {
    expectSingleIssue(
      articleCreateBodySchema,
      { ...good, title: " ab  " },
      "title",
      "Title must be at least 3 characters",
    );
  });

  it.each([
    "https://x.io/page.html",
    "https://x.io/banner.png.exe",
    "ftp://x.io/banner.png",
    "javascript:alert(1)//a.png",
    "not a url.png",
  ])("rejects the banner %j", (bannerURL) => {
    expectSingleIssue(articleCreateBodySchema, { ...good, bannerURL }, "bannerURL", "Invalid URL");
  });

  it("rejects a tag list that is not a list of strings", () => {
    expectSingleIssue(articleCreateBodySchema, { ...good, tags: ["ok", 3] }, "tags.1");
  });

  it("rejects empty content", () => {
    expectSingleIssue(articleCreateBodySchema, { ...good, content: "" }, "content");
  });
});

describe("article approval", () => {
  it("takes exactly APPROVED or REJECTED", () => {
    expect(articleApprovalBodySchema.parse({ approvalState: "APPROVED" })).toEqual({
      approvalState: "APPROVED",
    });
    expect(articleApprovalBodySchema.parse({ approvalState: "REJECTED" })).toEqual({
      approvalState: "REJECTED",
    });
    for (const approvalState of ["Pending", "approved", "Approved", "PENDING"]) {
      expectSingleIssue(articleApprovalBodySchema, { approvalState }, "approvalState");
    }
  });

  it("knows the three states exactly", () => {
    expect(ARTICLE_STATES).toEqual(["Pending", "APPROVED", "REJECTED"]);
    expect(articlesQuerySchema.parse({ state: "Pending" })).toEqual({ state: "Pending" });
    expectSingleIssue(articlesQuerySchema, { state: "pending" }, "state");
  });

  it("serves posts whose author may be withheld", () => {
    const post = {
      id: 1,
      discordId: null,
      title: "t",
      subtitle: null,
      bannerURL: "https://x.io/a.png",
      tags: [],
      content: "<p/>",
      anonymous: true,
      approvalState: "APPROVED",
      approvedBy: "123456789012345678",
      metadata: null,
      createdAt: "2026-01-01T00:00:00Z",
      updatedAt: "2026-01-01T00:00:00Z",
      deletedAt: null,
    };
    expect(postSchema.safeParse(post).success).toBe(true);
    expectSingleIssue(postSchema, { ...post, approvalState: "approved" }, "approvalState");
  });
});

describe("article tags (property)", () => {
  it("never keep whitespace or empty tags, and keep the other characters in order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom("a", "B", "-", " ", "\t", "\n") }), { maxLength: 10 }),
        (tags) => {
          const parsed = articleCreateBodySchema.safeParse({ ...good, tags });
          const expected = tags.map((t) => t.replace(/\s/g, "")).filter((t) => t !== "");
          if (expected.some((t) => t.length > ARTICLE_LIMITS.tag)) return;
          expect(parsed.success && parsed.data.tags).toEqual(expected);
        },
      ),
    );
  });
});
