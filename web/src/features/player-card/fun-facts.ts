import type { ExtendedStats, SeasonStats } from "@fragboard/core";
import { swap } from "../../lib/arrays.js";
import { formatDecimal } from "../../lib/format.js";

/** The player card's fun facts (docs/rules.md#player-card-facts): every candidate line, then a seeded pick of four. */

export const FUN_FACTS_SHOWN = 4;

/** Always candidates, whoever the player is. */
export const JOKE_FACTS = [
  "Has never once asked for a drop",
  "Swears the last death was a tick-rate issue",
  "Knows every one-way smoke, uses none of them",
  "Types 'nt' even when it was not a nice try",
] as const;

export type FunFactInput = {
  /** The stats the card shows: G is their game count. */
  viewed: SeasonStats;
  /** His own tier's line, which the non-extended conditions read; the viewed line when he has none. */
  primary: SeasonStats;
  extended: ExtendedStats | undefined;
};

type Candidate = { when: boolean; text: () => string };

const per = (count: number, games: number) => (games === 0 ? 0 : count / games);
const times = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function funFactCandidates({ viewed, primary, extended }: FunFactInput): string[] {
  const games = viewed.gameCount;
  const tracked = extended?.trackedObj;
  const perGame = (count: number | undefined) => per(count ?? 0, games);
  const grenadeKills = perGame(extended?.weaponKillSubTypes.grenade);
  const knifeKills = perGame(extended?.weaponKills.Knife);
  const zeusKills = perGame(extended?.weaponKills["Zeus x27"]);
  const wallbangs = perGame(tracked?.wallBangKills);
  const noScopes = perGame(tracked?.noScopesKills);
  const airborne = perGame(tracked?.airborneKills);
  const defuses = perGame(tracked?.bombsDefused);
  const plants = perGame(tracked?.bombsPlanted);
  const smokeKills = perGame(tracked?.smokeKills);
  const ninjas = perGame(tracked?.ninjaDefuses);
  const teamKills = perGame(tracked?.teamKills);
  const selfKills = tracked?.selfKills ?? 0;
  const diedToBomb = tracked?.diedToBomb ?? 0;
  const difference = primary.kills - primary.deaths;

  const candidates: Candidate[] = [
    {
      when: primary.clutchR > 0.1,
      text: () => `Clutch king: ${formatDecimal(primary.clutchR)} clutch points a round`,
    },
    {
      when: primary.fAssists > 3,
      text: () => `Sets up ${formatDecimal(primary.fAssists, 1)} flash assists a match`,
    },
    { when: grenadeKills > 2, text: () => `${formatDecimal(grenadeKills, 1)} grenade kills a match` },
    { when: knifeKills > 0.5, text: () => `Knifes ${formatDecimal(knifeKills, 1)} enemies a match` },
    {
      when: zeusKills > 0.5,
      text: () => `Zaps ${formatDecimal(zeusKills, 1)} enemies a match with the Zeus`,
    },
    { when: selfKills > 0, text: () => `Has taken himself out ${times(selfKills, "time", "times")}` },
    { when: primary.hs > 50, text: () => `${formatDecimal(primary.hs, 1)}% of his kills are headshots` },
    { when: difference > 0, text: () => `+${difference} kill-death difference this season` },
    { when: wallbangs > 1.2, text: () => `${formatDecimal(wallbangs, 1)} wallbang kills a match` },
    { when: noScopes > 2, text: () => `${formatDecimal(noScopes, 1)} no-scope kills a match` },
    { when: airborne > 2, text: () => `${formatDecimal(airborne, 1)} kills a match while airborne` },
    { when: diedToBomb > 5, text: () => `Stood too close to the bomb ${diedToBomb} times` },
    { when: defuses > 3, text: () => `Defuses ${formatDecimal(defuses, 1)} bombs a match` },
    { when: plants > 5, text: () => `Plants ${formatDecimal(plants, 1)} bombs a match` },
    { when: smokeKills > 2, text: () => `${formatDecimal(smokeKills, 1)} kills a match through smoke` },
    { when: ninjas > 0.7, text: () => `${formatDecimal(ninjas, 1)} ninja defuses a match` },
    { when: primary.fiveK > 2, text: () => `${primary.fiveK} aces this season` },
    { when: teamKills > 0.5, text: () => `Kills ${formatDecimal(teamKills, 1)} teammates a match` },
  ];
  return [
    ...JOKE_FACTS,
    `${tracked?.mvpCount ?? 0} Time Round MVP`,
    ...candidates.filter((c) => c.when).map((c) => c.text()),
  ];
}

/** mulberry32: a small seeded generator, so one seed always picks the same facts. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` different candidates in a random order fixed by `seed` (Fisher-Yates). */
export function pickFunFacts(candidates: readonly string[], seed: number, count = FUN_FACTS_SHOWN): string[] {
  const random = seededRandom(seed);
  const deck = [...candidates];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    swap(deck, i, j);
  }
  return deck.slice(0, count);
}
