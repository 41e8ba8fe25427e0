/**
 * A minimal Atom writer (RFC 4287) for the article feed (docs/api.md#article-feed). Content goes out as
 * escaped HTML (`type="html"`), the articles' HTML having been sanitised when it was stored.
 */

export type AtomEntry = {
  id: string;
  title: string;
  summary: string | null;
  author: string;
  updated: Date;
  published: Date;
  link: string;
  html: string;
  categories: string[];
  image: string | null;
};

export const escapeXml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    // Characters XML 1.0 forbids (control characters) would make the whole feed unreadable.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "");

export function atomFeed(
  feed: { id: string; title: string; self: string; alternate: string },
  entries: readonly AtomEntry[],
): string {
  const updated = entries.reduce((latest, e) => Math.max(latest, e.updated.getTime()), 0);
  const body = entries.map((e) =>
    [
      "  <entry>",
      `    <id>${escapeXml(e.id)}</id>`,
      `    <title>${escapeXml(e.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(e.link)}"/>`,
      ...(e.image ? [`    <link rel="enclosure" href="${escapeXml(e.image)}"/>`] : []),
      `    <author><name>${escapeXml(e.author)}</name></author>`,
      `    <published>${e.published.toISOString()}</published>`,
      `    <updated>${e.updated.toISOString()}</updated>`,
      ...e.categories.map((c) => `    <category term="${escapeXml(c)}"/>`),
      ...(e.summary ? [`    <summary>${escapeXml(e.summary)}</summary>`] : []),
      `    <content type="html">${escapeXml(e.html)}</content>`,
      "  </entry>",
    ].join("\n"),
  );
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom">`,
    `  <id>${escapeXml(feed.id)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.alternate)}"/>`,
    `  <updated>${new Date(updated).toISOString()}</updated>`,
    `  <generator>Fragboard</generator>`,
    ...body,
    `</feed>`,
    "",
  ].join("\n");
}
