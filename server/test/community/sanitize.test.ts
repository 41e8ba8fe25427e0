import { describe, expect, it } from "vitest";
import { hasContent, sanitizeArticleHtml } from "../../src/routes/articles/sanitize.js";

describe("the article sanitiser's images", () => {
  it("keeps an image from an absolute http(s) address", () => {
    expect(sanitizeArticleHtml('<img src="https://example.com/a.png" alt="a">')).toBe(
      '<img src="https://example.com/a.png" alt="a" />',
    );
  });

  it.each([
    "x.png",
    "/api/logos/a.svg",
    "../a.png",
    "//example.com/a.png",
    "data:image/png;base64,AAAA",
    "javascript:alert(1)",
  ])("drops an image whose address is %s (it would show broken or is not allowed)", (src) => {
    const html = sanitizeArticleHtml(`<p>before</p><img src="${src}" alt="a">`);
    expect(html).toBe("<p>before</p>");
    expect(hasContent(sanitizeArticleHtml(`<img src="${src}">`))).toBe(false);
  });
});
