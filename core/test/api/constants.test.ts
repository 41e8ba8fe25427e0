import { describe, expect, it } from "vitest";
import {
  CACHE_TIMES,
  type CachedData,
  CONTRACT_BADGES,
  cacheMaxAgeSeconds,
  DRAFT_PLAYER_TYPE,
  FAVORITE_WEAPONS,
  GM_RTL_CSV_MESSAGES,
  LEADERBOARD_DEFAULT_PAGE_SIZE,
  LEADERBOARD_PAGE_SIZES,
  PLAYER_TYPE_ABBREVIATIONS,
  PLAYER_TYPE_FILTER_GROUPS,
  PLAYER_TYPE_LABELS,
  PLAYER_TYPES,
  PLAYSTYLES,
  PROFILE_MAPS,
  SERVER_MAPS,
  SERVER_REQUEST_DEFAULTS,
  SERVER_TYPE_INFO,
  SERVER_TYPES,
  SOCIAL_PLATFORM_KEYS,
  SOCIAL_PLATFORMS,
  serverRequestBodySchema,
  UNROSTERED_TEAM_LABELS,
  WEAPON_NAMES,
} from "../../src/index.js";

describe("player type tables", () => {
  it("labels every player type with a non-empty, distinct label", () => {
    for (const type of PLAYER_TYPES) expect(PLAYER_TYPE_LABELS[type]).toMatch(/\S/);
    expect(new Set(Object.values(PLAYER_TYPE_LABELS)).size).toBe(PLAYER_TYPES.length);
  });

  it("groups types as docs/rules.md#display-rules lists them (inactive reserves are also signed)", () => {
    const inGroups = (t: string) =>
      PLAYER_TYPE_FILTER_GROUPS.filter((g) => g.types.includes(t as never)).length;
    expect(inGroups("INACTIVE_RESERVE")).toBe(2);
    expect(PLAYER_TYPES.filter((t) => t !== "INACTIVE_RESERVE" && inGroups(t) > 1)).toEqual([]);
    expect(PLAYER_TYPE_FILTER_GROUPS.map((g) => g.label)).toEqual([
      "Signed",
      "Free Agents",
      "Draft Eligible",
      "Perma FA",
      "Inactive Reserve",
      "Expired",
      "GM",
    ]);
  });

  it("leaves only spectators out of the filter groups", () => {
    const grouped = new Set(PLAYER_TYPE_FILTER_GROUPS.flatMap((g) => g.types));
    expect(PLAYER_TYPES.filter((t) => !grouped.has(t))).toEqual(["SPECTATOR"]);
  });

  it("abbreviates the card short-hands of the spec", () => {
    expect(PLAYER_TYPE_ABBREVIATIONS).toEqual({
      TEMPSIGNED: "SUB",
      DRAFT_ELIGIBLE: "DE",
      FREE_AGENT: "FA",
      PERMANENT_FREE_AGENT: "PFA",
    });
    expect(UNROSTERED_TEAM_LABELS.PERMANENT_FREE_AGENT).toEqual({ label: "Perm FA", badge: "PFA" });
    expect(CONTRACT_BADGES.PERMFA_TEMP_SIGNED).toBe("PFA Sub");
    expect(DRAFT_PLAYER_TYPE).toBe("DRAFT_ELIGIBLE");
  });
});

describe("cache times", () => {
  it("are positive whole milliseconds with a whole-second max-age", () => {
    for (const [name, ms] of Object.entries(CACHE_TIMES)) {
      expect(Number.isInteger(ms) && ms > 0, name).toBe(true);
      expect(cacheMaxAgeSeconds(name as CachedData), name).toBeGreaterThan(0);
    }
  });

  it("match the stale times of docs/api.md#caching", () => {
    expect(CACHE_TIMES.seasonMetadata).toBe(24 * 3_600_000);
    expect(CACHE_TIMES.extendedMatchStats).toBe(7 * 24 * 3_600_000);
    expect(CACHE_TIMES.pickemsConsensus).toBe(15 * 60_000);
    expect(cacheMaxAgeSeconds("cachedStats")).toBe(3600);
    expect(cacheMaxAgeSeconds("draftPlayers")).toBe(5);
  });
});

describe("social platforms", () => {
  it("have a display name and an https prefix for every key", () => {
    expect(Object.keys(SOCIAL_PLATFORMS).sort()).toEqual([...SOCIAL_PLATFORM_KEYS].sort());
    for (const key of SOCIAL_PLATFORM_KEYS) {
      expect(SOCIAL_PLATFORMS[key].urlPrefix).toMatch(/^https:\/\/[^\s]+[/@]$/);
      expect(SOCIAL_PLATFORMS[key].name).toMatch(/\S/);
    }
    expect(SOCIAL_PLATFORMS.discord.name).toBe("Personal Discord");
  });
});

describe("profile options", () => {
  it("offers 15 playstyles, known weapons and the 8 profile maps", () => {
    expect(new Set(PLAYSTYLES).size).toBe(15);
    expect(FAVORITE_WEAPONS.length).toBeGreaterThanOrEqual(20);
    for (const w of FAVORITE_WEAPONS) expect(WEAPON_NAMES).toContain(w);
    expect([...PROFILE_MAPS].sort()).toEqual([
      "de_ancient",
      "de_anubis",
      "de_dust2",
      "de_inferno",
      "de_mirage",
      "de_nuke",
      "de_overpass",
      "de_vertigo",
    ]);
  });
});

describe("server types", () => {
  it("default to a slot count inside their own range, the maximum", () => {
    for (const type of SERVER_TYPES) {
      const info = SERVER_TYPE_INFO[type];
      expect(info.minSlots).toBeLessThanOrEqual(info.maxSlots);
      expect(info.defaultSlots).toBe(info.maxSlots);
    }
    expect(SERVER_TYPES.filter((t) => SERVER_TYPE_INFO[t].enabled)).toEqual(["pug&prac", "retakes"]);
  });

  it("request defaults form a valid request", () => {
    expect(SERVER_MAPS).toContain(SERVER_REQUEST_DEFAULTS.map);
    const parsed = serverRequestBodySchema.parse({ playerSlots: SERVER_REQUEST_DEFAULTS.playerSlots });
    expect(parsed).toMatchObject(SERVER_REQUEST_DEFAULTS);
  });
});

describe("misc constants", () => {
  it("leaderboard default page size is one of the offered sizes", () => {
    expect(LEADERBOARD_PAGE_SIZES).toContain(LEADERBOARD_DEFAULT_PAGE_SIZE);
  });

  it("GM CSV messages name the required columns and the wrong type", () => {
    expect(GM_RTL_CSV_MESSAGES.missingColumns).toBe(
      "CSV is missing required columns: MMR and CSC ID. Are you sure this is a GM RTL CSV?",
    );
    expect(GM_RTL_CSV_MESSAGES.wrongType("image/png")).toContain("image/png");
    expect(GM_RTL_CSV_MESSAGES.wrongType("image/png")).toContain("valid GM RTL CSV file");
  });
});
