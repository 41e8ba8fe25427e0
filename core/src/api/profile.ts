import { z } from "zod";
import { PROFILE_MAPS } from "../constants/maps.js";
import {
  AGE_OPTIONS,
  ASPECT_RATIO_OPTIONS,
  FAVORITE_WEAPONS,
  IGL_EXPERIENCE_OPTIONS,
  PLAYSTYLES,
  PROFILE_LIMITS,
  REGION_OPTIONS,
} from "../constants/profile-options.js";
import { SOCIAL_PLATFORM_KEYS, SOCIAL_PLATFORMS, type SocialPlatformKey } from "../constants/socials.js";
import { teamHistoryEntrySchema } from "../league/league.js";
import { discordIdSchema, httpUrlSchema, isoDateTimeSchema, MAX_DB_INT, trimmedText } from "./common.js";

/** Player profiles (docs/api.md#profile). */

const option = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of ${values.join(", ")}` });

const favoriteMapSchema = option("favoriteMap", PROFILE_MAPS as [string, ...string[]]);

// Here, not beside the platform list: the player page reads that list, and a schema in its module
// would bring zod into the page's first render.
const socialPlatformKeySchema = z.enum(SOCIAL_PLATFORM_KEYS, {
  error: () => `platform must be one of ${SOCIAL_PLATFORM_KEYS.join(", ")}`,
});

/** Links by platform; each URL is the platform's prefix plus a handle. */
const socialsSchema = z.partialRecord(socialPlatformKeySchema, z.string());

/** The stored profile as the API returns it; every field is optional (an empty profile is `{}`). */
export const profileJsonSchema = z.object({
  age: z.enum(AGE_OPTIONS).optional(),
  bio: z.string().optional(),
  region: z.enum(REGION_OPTIONS).optional(),
  isIGL: z.boolean().optional(),
  iglExperience: z.enum(IGL_EXPERIENCE_OPTIONS).optional(),
  aspectRatio: z.enum(ASPECT_RATIO_OPTIONS).optional(),
  dpi: z.number().int().positive().optional(),
  inGameSensitivity: z.string().optional(),
  favoriteWeapon: z.enum(FAVORITE_WEAPONS).optional(),
  favoriteRole: z.enum(PLAYSTYLES).optional(),
  favoriteMap: favoriteMapSchema.optional(),
  favoriteProPlayer: z.string().optional(),
  favoriteProTeam: z.string().optional(),
  preferredRoles: z.string().optional(),
  socials: socialsSchema.optional(),
  firstCSCSeason: z.number().int().positive().optional(),
  whatExperienceDoYouWant: z.string().optional(),
});
export type ProfileJson = z.infer<typeof profileJsonSchema>;

/** Optional trimmed text where blank means "unset". */
const optionalText = (field: string, max: number) =>
  trimmedText(field, max)
    .optional()
    .transform((s) => (s ? s : undefined));

/** The text box sends the DPI as a string. */
const dpiInput = z
  .union([z.number(), z.string().trim()])
  .optional()
  .transform((v) => (v === "" || v === undefined ? undefined : Number(v)))
  .pipe(
    z
      .number({ error: "dpi must be a whole number" })
      .int("dpi must be a whole number")
      .min(1, "dpi must be positive")
      .max(PROFILE_LIMITS.maxDpi, `dpi must be at most ${PROFILE_LIMITS.maxDpi}`)
      .optional(),
  );

const sensitivityInput = optionalText("inGameSensitivity", 16).refine(
  (s) => s === undefined || /^\d+(\.\d+)?$/.test(s),
  "inGameSensitivity must be a number like 1.25",
);

export const socialLinkSchema = z.object({
  platform: socialPlatformKeySchema,
  url: z.string().trim().max(PROFILE_LIMITS.url, `url must be at most ${PROFILE_LIMITS.url} characters`),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/**
 * The editor sends its social rows as a list; each platform may appear once and its URL must be the
 * platform's prefix followed by a handle. The list becomes the stored platform -> URL map.
 */
const socialLinksInput = z
  .array(socialLinkSchema)
  .max(SOCIAL_PLATFORM_KEYS.length)
  .superRefine((links, ctx) => {
    const seen = new Set<SocialPlatformKey>();
    links.forEach((link, i) => {
      const { name, urlPrefix } = SOCIAL_PLATFORMS[link.platform];
      if (seen.has(link.platform)) {
        ctx.addIssue({ code: "custom", path: [i, "platform"], message: `${name} is already linked` });
      }
      seen.add(link.platform);
      if (!link.url.startsWith(urlPrefix) || link.url.length === urlPrefix.length) {
        ctx.addIssue({
          code: "custom",
          path: [i, "url"],
          message: `a ${name} link starts with ${urlPrefix}`,
        });
      } else if (!httpUrlSchema("url").safeParse(link.url).success) {
        ctx.addIssue({ code: "custom", path: [i, "url"], message: `url is not a valid ${name} link` });
      }
    });
  })
  .transform((links) => Object.fromEntries(links.map((l) => [l.platform, l.url])));

/**
 * What `GET /api/profile` answers (a platform -> URL map) is taken back as it is, so a client can
 * send back what it read (issue #26): the map becomes the list the rules above check.
 */
const socialsInput = z.preprocess(
  (value) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? Object.entries(value).map(([platform, url]) => ({ platform, url }))
      : value,
  socialLinksInput,
);

/**
 * `PATCH /api/profile`: the editable fields of the signed-in user's profile, trimmed and checked
 * against the option sets. Blank text clears a field. IGL experience only counts for an IGL.
 * firstCSCSeason must also not exceed the current season, which the server checks.
 */
export const profilePatchBodySchema = z
  .object({
    age: option("age", AGE_OPTIONS).optional(),
    bio: optionalText("bio", PROFILE_LIMITS.bio),
    region: option("region", REGION_OPTIONS).optional(),
    isIGL: z.boolean({ error: "isIGL must be true or false" }).optional(),
    iglExperience: option("iglExperience", IGL_EXPERIENCE_OPTIONS).optional(),
    aspectRatio: option("aspectRatio", ASPECT_RATIO_OPTIONS).optional(),
    dpi: dpiInput,
    inGameSensitivity: sensitivityInput,
    favoriteWeapon: option("favoriteWeapon", FAVORITE_WEAPONS).optional(),
    favoriteRole: option("favoriteRole", PLAYSTYLES).optional(),
    favoriteMap: favoriteMapSchema.optional(),
    favoriteProPlayer: optionalText("favoriteProPlayer", PROFILE_LIMITS.shortText),
    favoriteProTeam: optionalText("favoriteProTeam", PROFILE_LIMITS.shortText),
    socials: socialsInput.optional(),
    firstCSCSeason: z
      .number({ error: "firstCSCSeason must be a season number" })
      .int("firstCSCSeason must be a season number")
      .min(1, "firstCSCSeason must be at least 1")
      .max(MAX_DB_INT, `firstCSCSeason must be at most ${MAX_DB_INT}`)
      .optional(),
  })
  .transform(({ iglExperience, ...rest }): ProfileJson => (rest.isIGL ? { ...rest, iglExperience } : rest));
export type ProfilePatchBody = z.input<typeof profilePatchBodySchema>;

/** A team-history entry as the profile bundle shows it. */
export const profileTeamHistorySchema = z.object({
  season: z.number().int(),
  changeType: teamHistoryEntrySchema.shape.changeType,
  value: z.string(),
  dateCreated: isoDateTimeSchema,
  metadata: z.object({ teamId: z.string().optional(), franchisePrefix: z.string().optional() }),
});
export type ProfileTeamHistory = z.infer<typeof profileTeamHistorySchema>;

/** `GET /api/profile?discordId=`: always the whole bundle; the editor reads `.profile`. */
export const profileBundleSchema = z.object({
  profile: profileJsonSchema,
  teamHistory: z.array(profileTeamHistorySchema),
  nameAliases: z.array(z.object({ name: z.string(), date: isoDateTimeSchema })),
  mmrHistory: z.array(z.object({ mmr: z.number().int(), date: isoDateTimeSchema })),
});
export type ProfileBundle = z.infer<typeof profileBundleSchema>;

/** A stored profile: one per Discord user. */
export const profileRecordSchema = z.object({
  discordId: discordIdSchema,
  profile: profileJsonSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type ProfileRecord = z.infer<typeof profileRecordSchema>;
