import { ARTICLE_HTML_ATTRIBUTES, ARTICLE_HTML_TAGS } from "@fragboard/core";
import DOMPurify from "dompurify";
import { useMemo } from "react";

/**
 * Stored article HTML, sanitised again in the browser (defence in depth; the server's allow-list
 * is docs/api.md#articles): the editor's elements only, no style or event attributes, links to
 * http(s) and mailto opening in a new tab, images over http(s).
 */
const ALLOWED_TAGS = [...ARTICLE_HTML_TAGS];
const ALLOWED_ATTR = [...new Set(Object.values(ARTICLE_HTML_ATTRIBUTES).flat())];
const SAFE_URL = /^(?:https?:|mailto:)/i;

const purifier = DOMPurify();
purifier.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "A") {
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer nofollow");
  }
  if (node.tagName === "IMG") {
    if (!/^https?:/i.test(node.getAttribute("src") ?? "")) node.remove();
    // An image its author gave no description is decoration to a screen reader, not a bare file name.
    else if (!node.hasAttribute("alt")) node.setAttribute("alt", "");
  }
});

export function purifyArticleHtml(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: SAFE_URL });
}

export function ArticleContent({ html }: { html: string }) {
  const clean = useMemo(() => purifyArticleHtml(html), [html]);
  return (
    <div
      className="article-content leading-relaxed"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: purified by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
