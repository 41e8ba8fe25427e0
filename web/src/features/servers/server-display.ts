import { REDACTED_PASSWORD, type Server } from "@fragboard/core";

/** How the servers table shows a row (docs/api.md#servers). */

/** The kind before the first dot, in capitals: "pug&prac.10" → "PUG&PRAC". */
export const serverKind = (type: string) => (type.split(".")[0] ?? type).toUpperCase();

/**
 * The console command that joins the server, or null when the viewer may not see it: the owner
 * always may; others only when there is no password to hide (a public server).
 */
export function connectCommand(server: Server, viewer: string | null): string | null {
  if (server.owner !== viewer && server.password === REDACTED_PASSWORD) return null;
  const address = `connect ${server.host}:${server.port}`;
  return server.password ? `${address};password ${server.password}` : address;
}

/** "2 h 05 min", "4 min", or "ending" once the end has passed. */
export function timeLeft(endMs: number, nowMs: number): string {
  const minutes = Math.round((endMs - nowMs) / 60_000);
  if (minutes <= 0) return "ending";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, "0")} min` : `${rest} min`;
}
