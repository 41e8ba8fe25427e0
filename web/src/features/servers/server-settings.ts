import { SERVER_REQUEST_DEFAULTS, SERVER_TYPES, type ServerType } from "@fragboard/core";
import type { Parse } from "../../lib/storage.js";

/** What the Server Settings form edits (spec 000 §5); the server checks all of it again. */
export type Settings = {
  map: string;
  serverType: ServerType;
  playerSlots: number;
  serverDuration: number;
  isPrivate: boolean;
  password: string;
  gotv: boolean;
  coachSlot: boolean;
};

export const DEFAULTS: Settings = { ...SERVER_REQUEST_DEFAULTS, password: "" };

/** A kept draft with every field of its type, or nothing. */
export const parseSettings: Parse<Settings> = (raw) => {
  if (typeof raw !== "object" || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const fits =
    (Object.keys(DEFAULTS) as (keyof Settings)[]).every((key) => typeof r[key] === typeof DEFAULTS[key]) &&
    SERVER_TYPES.includes(r.serverType as ServerType);
  return fits ? (r as Settings) : undefined;
};
