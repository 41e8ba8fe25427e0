import { ARTICLE_HTML_ATTRIBUTES, ARTICLE_HTML_TAGS } from "@fragboard/core";
import sanitizeHtml from "sanitize-html";

/**
 * The allow-list of stored article HTML (docs/api.md#articles): the rich-text editor's vocabulary and
 * nothing else. No script, style, iframe, SVG or form; no event handler or style attribute; links
 * only to http(s) and mailto; images only from an absolute http(s) address. sanitize-html parses with htmlparser2
 * (no DOM emulation on the server) and is maintained; the web app runs DOMPurify again when it
 * renders (defence in depth).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ARTICLE_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedClasses: { code: ["language-*"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // Dropped elements lose their text too when it is code (script, style) rather than prose.
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "svg", "math"],
  transformTags: {
    // Links leave the site in a new tab and pass it no referrer or authority.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        target: "_blank",
        rel: "noopener noreferrer nofollow",
      },
    }),
  },
  // sanitize-html lets a relative address through whatever the schemes say, and an article is
  // shown under other paths than it was written on, so a relative image would show broken.
  exclusiveFilter: (frame) => frame.tag === "img" && !isAbsoluteHttp(frame.attribs.src),
};

function isAbsoluteHttp(src: string | undefined): boolean {
  if (!src) return false;
  try {
    const { protocol } = new URL(src);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML still says anything: some text, or an image. */
export function hasContent(html: string): boolean {
  return /<img\b/i.test(html) || sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() !== "";
}
