import type { AccoladeCreateBody } from "@fragboard/core";
import type { Parse } from "../../lib/storage.js";
import type { FieldErrors } from "../../lib/use-form.js";

/** What the GM's Accolade Form edits: every control as text (spec 000 §5). */
export type AccoladeForm = {
  player: string;
  season: string;
  badgeType: string;
  badgeText: string;
  badgeImageUrl: string;
  metadata: string;
};

export const emptyAccolade = (season: number): AccoladeForm => ({
  player: "",
  season: String(season),
  badgeType: "",
  badgeText: "",
  badgeImageUrl: "",
  metadata: "",
});

const isUrl = (text: string) => {
  try {
    return ["http:", "https:"].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/**
 * Spec 000 §5: season numeric, required and not past the current one (the server refuses a
 * season to come), type and text required, image a URL, metadata a JSON object.
 */
export function accoladeErrors(form: AccoladeForm, currentSeason: number): FieldErrors<AccoladeForm> {
  const errors: FieldErrors<AccoladeForm> = {};
  if (!form.player) errors.player = "Choose a player";
  if (!/^\d+$/.test(form.season.trim()) || Number(form.season) < 1) errors.season = "Season must be a number";
  else if (Number(form.season) > currentSeason)
    errors.season = `Season must be at most ${currentSeason}, the current season`;
  if (!form.badgeType) errors.badgeType = "Badge type is required";
  if (!form.badgeText.trim()) errors.badgeText = "Badge text is required";
  if (form.badgeImageUrl.trim() && !isUrl(form.badgeImageUrl.trim()))
    errors.badgeImageUrl = "Image URL must be a URL";
  if (form.metadata.trim()) {
    try {
      const parsed: unknown = JSON.parse(form.metadata);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
        errors.metadata = "Metadata must be a JSON object";
    } catch {
      errors.metadata = "Metadata must be valid JSON";
    }
  }
  return errors;
}

/** The request body of a form that passed its checks. */
export const accoladeBody = (form: AccoladeForm): AccoladeCreateBody => ({
  player: form.player,
  season: Number(form.season),
  badgeType: form.badgeType as AccoladeCreateBody["badgeType"],
  badgeText: form.badgeText.trim(),
  badgeImageUrl: form.badgeImageUrl.trim() || null,
  metadata: form.metadata.trim() ? JSON.parse(form.metadata) : null,
});

/** A kept draft: six texts, or nothing. */
export const parseAccolade: Parse<AccoladeForm> = (raw) => {
  if (typeof raw !== "object" || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const keys = Object.keys(emptyAccolade(1)) as (keyof AccoladeForm)[];
  return keys.every((key) => typeof r[key] === "string") ? (r as AccoladeForm) : undefined;
};
