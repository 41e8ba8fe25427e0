import {
  type ProfileJson,
  type ProfilePatchBody,
  profilePatchBodySchema,
  SOCIAL_PLATFORMS,
  type SocialLink,
  type SocialPlatformKey,
} from "@fragboard/core";

/**
 * The 'Your Profile' editor's state and its checks (spec 000 §4 and §5, docs/api.md#profile).
 * Every control edits text (a select's "" is "not set"); the body PATCH /api/profile takes is
 * built from it, and the shared schema decides what is valid, so the page and the server agree.
 */

export type ProfileForm = {
  age: string;
  bio: string;
  region: string;
  isIGL: boolean;
  iglExperience: string;
  aspectRatio: string;
  dpi: string;
  inGameSensitivity: string;
  favoriteWeapon: string;
  favoriteRole: string;
  favoriteMap: string;
  favoriteProPlayer: string;
  favoriteProTeam: string;
  /** In the order they were added; each platform once. */
  socials: SocialLink[];
  firstCSCSeason: string;
};

export type ProfileField = keyof ProfileForm;

export const PROFILE_FIELDS = [
  "age",
  "bio",
  "region",
  "isIGL",
  "iglExperience",
  "aspectRatio",
  "dpi",
  "inGameSensitivity",
  "favoriteWeapon",
  "favoriteRole",
  "favoriteMap",
  "favoriteProPlayer",
  "favoriteProTeam",
  "socials",
  "firstCSCSeason",
] as const satisfies readonly ProfileField[];

const text = (value: string | number | undefined) => (value === undefined ? "" : String(value));

/** The editor's starting point: the saved profile, every missing field blank. */
export function formOf(profile: ProfileJson): ProfileForm {
  return {
    age: text(profile.age),
    bio: text(profile.bio),
    region: text(profile.region),
    isIGL: profile.isIGL ?? false,
    iglExperience: text(profile.iglExperience),
    aspectRatio: text(profile.aspectRatio),
    dpi: text(profile.dpi),
    inGameSensitivity: text(profile.inGameSensitivity),
    favoriteWeapon: text(profile.favoriteWeapon),
    favoriteRole: text(profile.favoriteRole),
    favoriteMap: text(profile.favoriteMap),
    favoriteProPlayer: text(profile.favoriteProPlayer),
    favoriteProTeam: text(profile.favoriteProTeam),
    socials: Object.entries(profile.socials ?? {}).flatMap(([platform, url]) =>
      url ? [{ platform: platform as SocialPlatformKey, url }] : [],
    ),
    firstCSCSeason: text(profile.firstCSCSeason),
  };
}

/** A blank text or an unchosen option is left out of the body: the server clears it. */
const given = (value: string) => (value.trim() === "" ? undefined : value.trim());

/**
 * The whole form as `PATCH /api/profile` takes it (the server replaces the stored profile with it).
 * Options go as chosen and the schema checks them; IGL experience only goes for an IGL.
 */
export function bodyOf(form: ProfileForm): ProfilePatchBody {
  const season = given(form.firstCSCSeason);
  const body = {
    age: given(form.age),
    bio: given(form.bio),
    region: given(form.region),
    isIGL: form.isIGL,
    iglExperience: form.isIGL ? given(form.iglExperience) : undefined,
    aspectRatio: given(form.aspectRatio),
    dpi: given(form.dpi),
    inGameSensitivity: given(form.inGameSensitivity),
    favoriteWeapon: given(form.favoriteWeapon),
    favoriteRole: given(form.favoriteRole),
    favoriteMap: given(form.favoriteMap),
    favoriteProPlayer: given(form.favoriteProPlayer),
    favoriteProTeam: given(form.favoriteProTeam),
    socials: form.socials,
    firstCSCSeason: season === undefined ? undefined : Number(season),
  };
  // JSON drops undefined anyway; leaving the keys out keeps comparisons and tests exact.
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as ProfilePatchBody;
}

/** Order-free and undefined-free, so only a real edit counts as one. */
function comparable(form: ProfileForm): string {
  const { socials: _, ...rest } = bodyOf(form);
  const links = [...form.socials].sort((a, b) => a.platform.localeCompare(b.platform));
  return JSON.stringify({ ...rest, socials: links });
}

/** The save button shows only when two forms differ (spec 000 §4). */
export const sameForm = (a: ProfileForm, b: ProfileForm) => comparable(a) === comparable(b);

/** A kept draft: the form's fields, each of its type, or nothing (an older or hand-edited one). */
export function parseForm(raw: unknown): ProfileForm | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const blank = formOf({});
  const fields = PROFILE_FIELDS.map((field) => [field, r[field]] as const);
  const fits = fields.every(([field, value]) =>
    field === "socials" ? Array.isArray(value) : typeof value === typeof blank[field],
  );
  return fits ? (Object.fromEntries(fields) as ProfileForm) : undefined;
}

type FieldErrors = Partial<Record<ProfileField, string>>;

/** What the shared schema finds wrong, by the field it concerns (the first problem of each). */
export function formErrors(form: ProfileForm, currentSeason: number | undefined): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = profilePatchBodySchema.safeParse(bodyOf(form));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ProfileField;
      errors[field] ??= issue.message;
    }
  }
  const season = Number(form.firstCSCSeason);
  if (currentSeason !== undefined && season > currentSeason) {
    errors.firstCSCSeason ??= `firstCSCSeason must be at most ${currentSeason}, the current season`;
  }
  return errors;
}

/**
 * A 4xx names the wrong field ("dpi must be...", "socials.0.url: a Twitch link..."): the message
 * goes next to that field, or above the form when it names none of them.
 */
export function fieldOfMessage(message: string): ProfileField | undefined {
  return PROFILE_FIELDS.find((field) => new RegExp(`(^|\\W)${field}(\\W|$)`).test(message));
}

/** The stored link: the platform's prefix followed by the handle, as the player page links it. */
export function socialLink(platform: SocialPlatformKey, handle: string): SocialLink {
  return { platform, url: `${SOCIAL_PLATFORMS[platform].urlPrefix}${handle.trim()}` };
}
