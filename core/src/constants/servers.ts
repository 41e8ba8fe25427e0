import { z } from "zod";

export const SERVER_TYPES = ["pug&prac", "retakes", "wingman", "deathmatch", "match"] as const;
export type ServerType = (typeof SERVER_TYPES)[number];
export const serverTypeSchema = z.enum(SERVER_TYPES, {
  error: `serverType must be one of ${SERVER_TYPES.join(", ")}`,
});

export type ServerTypeInfo = {
  label: string;
  minSlots: number;
  maxSlots: number;
  /** Choosing the type sets the slots to this (spec 000 §4: the type's maximum). */
  defaultSlots: number;
  /** Offered in the request form and accepted by the API. */
  enabled: boolean;
};

/** Slot ranges per server type (spec 000 §5, docs/api.md#servers); wingman, deathmatch and match are not live yet. */
export const SERVER_TYPE_INFO: Record<ServerType, ServerTypeInfo> = {
  "pug&prac": { label: "Pug & Prac", minSlots: 2, maxSlots: 10, defaultSlots: 10, enabled: true },
  retakes: { label: "Retakes", minSlots: 2, maxSlots: 9, defaultSlots: 9, enabled: true },
  wingman: { label: "Wingman", minSlots: 4, maxSlots: 4, defaultSlots: 4, enabled: false },
  deathmatch: { label: "Deathmatch", minSlots: 2, maxSlots: 15, defaultSlots: 15, enabled: false },
  match: { label: "Match", minSlots: 2, maxSlots: 11, defaultSlots: 11, enabled: false },
};

/** A server runs 1 to 3 whole hours. */
export const SERVER_DURATION_HOURS = { min: 1, max: 3 } as const;

export const SERVER_REQUEST_DEFAULTS = {
  map: "de_anubis",
  serverType: "pug&prac",
  playerSlots: SERVER_TYPE_INFO["pug&prac"].defaultSlots,
  serverDuration: SERVER_DURATION_HOURS.max,
  isPrivate: true,
  gotv: false,
  coachSlot: false,
} as const satisfies { serverType: ServerType } & Record<string, unknown>;

/**
 * Passwords end up in `connect host:port;password <pw>` strings, so they hold no whitespace,
 * semicolons or quotes. Blank means the server picks a random one.
 */
export const SERVER_PASSWORD_PATTERN = /^[^\s;"']*$/;
export const SERVER_PASSWORD_MAX_LENGTH = 32;
export const SERVER_PASSWORD_PLACEHOLDER = "If blank password will be random";
/** What the list shows in place of a password the viewer may not see. */
export const REDACTED_PASSWORD = "REDACTED";
/** The match configuration lists at most a full lobby. */
export const MATCH_CONFIG_MAX_PLAYERS = 10;

export const SERVER_LIST_POLL_MS = 3 * 60_000;
/** The list and each row's details load this long after the page is ready. */
export const SERVER_LOAD_DELAY_MS = 1_500;
export const SERVER_ERROR_DISPLAY_MS = 5_000;

export const SERVER_NOTICE_TYPES = ["", "alert"] as const;
export type ServerNoticeType = (typeof SERVER_NOTICE_TYPES)[number];
export const SERVER_NOTICE_MAX_LENGTH = 500;
export const DEFAULT_ALERT_MESSAGE = "Servers may be unstable or non-functional.";
