/** The small HTML vocabulary of the rich-text editor, for generated article bodies. */

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ENTITIES[c] as string);

export const heading = (text: string) => `<h2>${escapeHtml(text)}</h2>`;
export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
export const list = (items: readonly string[], ordered = false) => {
  const tag = ordered ? "ol" : "ul";
  return `<${tag}>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</${tag}>`;
};

/** A 1200 × 400 banner: a two-colour gradient with the title, as an SVG data URL. */
export function bannerDataUrl(hue: number, title: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},60%,22%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,40%)"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/>` +
    `<text x="60" y="230" font-family="Arial, Helvetica, sans-serif" font-weight="800" font-size="56" ` +
    `fill="hsl(${hue},90%,92%)">${escapeHtml(title)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
