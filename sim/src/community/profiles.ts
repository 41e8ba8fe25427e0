import {
  AGE_OPTIONS,
  ASPECT_RATIO_OPTIONS,
  FAVORITE_WEAPONS,
  IGL_EXPERIENCE_OPTIONS,
  PLAYSTYLES,
  PROFILE_MAPS,
  type ProfileJson,
  type ProfileRecord,
  REGION_OPTIONS,
  SOCIAL_PLATFORM_KEYS,
  SOCIAL_PLATFORMS,
  type SocialPlatformKey,
  type UserRecord,
} from "@fragboard/core";
import type { Rng } from "../random.js";
import type { CommunityContext } from "./context.js";
import { instantBetween } from "./time.js";

/** Two thirds of users (40% of the league) saved a profile; a few saved it empty. */
const PROFILE_SHARE = 2 / 3;
const EMPTY_SHARE = 0.1;
/** Each field of a filled profile is answered this often. */
const ANSWERED = 0.75;

const PRO_PLAYERS = [
  "s1mple",
  "ZywOo",
  "NiKo",
  "m0NESY",
  "donk",
  "ropz",
  "Twistzz",
  "EliGE",
  "device",
  "sh1ro",
];
const PRO_TEAMS = [
  "Vitality",
  "NAVI",
  "FaZe",
  "G2",
  "Spirit",
  "MOUZ",
  "Liquid",
  "Astralis",
  "Complexity",
  "Heroic",
];
const DPIS = [400, 800, 1200, 1600, 3200];
const EXPERIENCES = [
  "Competitive and focused",
  "Casual fun with friends",
  "Learning and improving",
  "Whatever the team needs",
];
const BIO_OPENERS = [
  "Been playing since 1.6 and still can't spray.",
  "Weekend warrior, weekday anchor.",
  "Lurker by trade, entry by necessity.",
  "Ex-IGL, now I just shout timings.",
  "Here for the pickems, stayed for the league.",
];
const BIO_CLOSERS = [
  "Always down to scrim.",
  "DM me for retakes.",
  "My crosshair is better than my aim.",
  "Ask me about my flashes.",
  "GLHF.",
];

/** A Twitch login made from a player's name: word characters only, at most 25. */
export function twitchLogin(username: string): string {
  const login = username.replace(/\W/g, "").slice(0, 25);
  return login.length >= 4 ? login : `${login}_live`;
}

function socials(rng: Rng, user: UserRecord): ProfileJson["socials"] {
  const links: Partial<Record<SocialPlatformKey, string>> = {};
  for (const platform of rng.shuffle(SOCIAL_PLATFORM_KEYS).slice(0, rng.int(0, 3))) {
    const handle =
      platform === "discord"
        ? user.discordId
        : platform === "twitch"
          ? twitchLogin(user.discordUsername)
          : user.discordUsername;
    links[platform] = `${SOCIAL_PLATFORMS[platform].urlPrefix}${handle}`;
  }
  return links;
}

function filledProfile(rng: Rng, user: UserRecord, currentSeason: number): ProfileJson {
  const answer = <T>(value: () => T): T | undefined => (rng.chance(ANSWERED) ? value() : undefined);
  const isIGL = answer(() => rng.chance(0.3));
  const profile: ProfileJson = {
    age: answer(() => rng.pick(AGE_OPTIONS)),
    bio: answer(() => `${rng.pick(BIO_OPENERS)} ${rng.pick(BIO_CLOSERS)}`),
    region: answer(() => rng.pick(REGION_OPTIONS)),
    isIGL,
    // The editor keeps IGL experience only for an IGL.
    iglExperience: isIGL ? answer(() => rng.pick(IGL_EXPERIENCE_OPTIONS)) : undefined,
    aspectRatio: answer(() => rng.pick(ASPECT_RATIO_OPTIONS)),
    dpi: answer(() => rng.pick(DPIS)),
    inGameSensitivity: answer(() => rng.float(0.4, 3).toFixed(2)),
    favoriteWeapon: answer(() => rng.pick(FAVORITE_WEAPONS)),
    favoriteRole: answer(() => rng.pick(PLAYSTYLES)),
    favoriteMap: answer(() => rng.pick(PROFILE_MAPS)),
    favoriteProPlayer: answer(() => rng.pick(PRO_PLAYERS)),
    favoriteProTeam: answer(() => rng.pick(PRO_TEAMS)),
    preferredRoles: answer(() => rng.shuffle(PLAYSTYLES).slice(0, rng.int(1, 3)).join(", ")),
    socials: answer(() => socials(rng, user)),
    firstCSCSeason: answer(() => rng.int(1, currentSeason)),
    whatExperienceDoYouWant: answer(() => rng.pick(EXPERIENCES)),
  };
  // Unanswered fields are absent, as the editor saves them.
  return Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined)) as ProfileJson;
}

export function makeProfiles(ctx: CommunityContext, users: readonly UserRecord[]): ProfileRecord[] {
  const rng = ctx.rng("profiles");
  return users
    .filter(() => rng.chance(PROFILE_SHARE))
    .map((user) => {
      const createdAt = instantBetween(rng, Date.parse(user.createdAt), ctx.now);
      return {
        discordId: user.discordId,
        profile: rng.chance(EMPTY_SHARE) ? {} : filledProfile(rng, user, ctx.current.number),
        createdAt,
        updatedAt: instantBetween(rng, Date.parse(createdAt), ctx.now),
      };
    });
}
