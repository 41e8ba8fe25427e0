/**
 * Media URLs in answers (avatars, logos) are paths on this server; with PUBLIC_URL they are
 * absolute, so another site's client of the API loads them from here, not from its own origin
 * (issue #12 item 9, docs/operations.md#other-sites-clients-cors_origins).
 */
export type MediaUrl = (path: string) => string;

export function mediaUrl(publicUrl: string | null): MediaUrl {
  if (!publicUrl) return (path) => path;
  const base = publicUrl.replace(/\/+$/, "");
  // Only our own paths: a URL stored whole (an external avatar) stays as it is.
  return (path) => (path.startsWith("/") && !path.startsWith("//") ? `${base}${path}` : path);
}
