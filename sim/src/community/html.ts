/** The small HTML vocabulary of the rich-text editor, for generated article bodies. */

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ENTITIES[c] as string);

export const heading = (text: string) => `<h2>${escapeHtml(text)}</h2>`;
export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
export const list = (items: readonly string[], ordered = false) => {
  const tag = ordered ? "ol" : "ul";
  return `<${tag}>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</${tag}>`;
};

/**
 * A 1200 × 400 banner as an SVG data URL: a two-colour gradient crossed by translucent bands. No
 * title in the picture: pages print the title beside or under it, and a list's narrow thumbnail
 * crops a banner to its middle, which cut written words in half.
 */
export function bannerDataUrl(hue: number): string {
  const band = (x: number, width: number, opacity: number) =>
    `<path d="M${x} 400 L${x + 260} 0 H${x + 260 + width} L${x + width} 400 Z" fill="#fff" fill-opacity="${opacity}"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},60%,22%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,40%)"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/>` +
    band(380, 90, 0.08) +
    band(520, 30, 0.12) +
    band(610, 160, 0.05) +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
