import type { Rng } from "../random.js";

/** Word lists and the generators that make the league's gamer tags, franchise and team names. */

const words = (text: string) => text.split(" ");

const SYLLABLES = words(
  "ka zu ri vo nex tor lyn dra mi ko sha rax vel qui zen tha bro gor fi lu mar kel sno pex ju ty ro " +
    "dex ash ven ox ely",
);

const WORDS = words(
  "frost blade viper ghost tempo pixel nova echo static drift rogue saber orbit vortex ember flux " +
    "raven glitch comet cipher hex jolt karma lumen mango nacho onyx pluto quartz rumble salsa tundra " +
    "umbra volt waffle yeti zephyr bishop cactus dingo eclipse fable gecko hydra igloo jackal koala " +
    "lotus moose noodle otter pepper quill rocket sphinx taco ultra vandal walrus xeno yodel zebra " +
    "brisk crank dusk fizz grit hush mojo prowl",
);

const CAMEL_SECOND = words(
  "Byte Owl Shot Tap Fang Storm Hawk Rush Spark Wolf Bolt Peek Flick Nade Lurk Clutch Spray Scope " +
    "Dash Smoke",
);

const TAG_PREFIXES = ["xX", "the", "Mr", "lil", "iam", "its", "not", "Dr"];
const TAG_SUFFIXES = ["99", "x", "_", "tv", "-", "2k", "jr", "cs", "007", "ttv", "0", "1337", "z"];

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const LEET: Record<string, string> = { a: "4", e: "3", o: "0", i: "1", s: "5" };

function gamerTag(rng: Rng): string {
  switch (rng.int(0, 5)) {
    case 0: {
      const parts = Array.from({ length: rng.int(2, 3) }, () => rng.pick(SYLLABLES)).join("");
      return rng.chance(0.6) ? capital(parts) : parts;
    }
    case 1:
      return `${capital(rng.pick(WORDS))}${rng.pick(CAMEL_SECOND)}`;
    case 2:
      return `${rng.pick(TAG_PREFIXES)}${capital(rng.pick(WORDS))}`;
    case 3:
      return `${rng.pick(WORDS)}${rng.pick(TAG_SUFFIXES)}`;
    case 4:
      return rng
        .pick(WORDS)
        .split("")
        .map((c) => (rng.chance(0.5) ? (LEET[c] ?? c) : c))
        .join("");
    default:
      return `${capital(rng.pick(WORDS))}${capital(rng.pick(SYLLABLES))}${rng.chance(0.3) ? rng.int(1, 99) : ""}`;
  }
}

/** Draws gamer tags that are unique across the league (a player's name is his page id). */
export class TagMaker {
  private readonly taken = new Set<string>();

  constructor(private readonly rng: Rng) {}

  next(): string {
    for (;;) {
      const tag = gamerTag(this.rng);
      if (tag.length >= 3 && !this.taken.has(tag.toLowerCase())) {
        this.taken.add(tag.toLowerCase());
        return tag;
      }
    }
  }
}

/** FACEIT names are usually the gamer tag, sometimes decorated. */
export function faceitNameFor(rng: Rng, tag: string): string {
  return rng.weighted<string>([
    [tag, 5],
    [`${tag}${rng.int(1, 999)}`, 2],
    [tag.toLowerCase(), 2],
    [`${tag}_cs`, 1],
  ]);
}

const FRANCHISE_FIRST = words(
  "Iron Crimson Golden Midnight Thunder Frost Desert Neon Royal Shadow Storm Lunar Atomic Wild " +
    "Silver Emerald Rapid Electric Phantom Copper Cosmic Burning Northern Rogue Mystic Steel Velvet " +
    "Arctic Solar Obsidian Hollow",
);

const FRANCHISE_MASCOTS = words(
  "Frogs Wolves Hornets Ravens Sharks Cobras Bison Falcons Otters Lynx Rhinos Vipers Foxes Owls " +
    "Badgers Mantises Krakens Stallions Jackals Pumas Herons Moose Geckos Scorpions Yetis Dragons " +
    "Panthers Beetles Coyotes Eagles Gators",
);

export type FranchiseName = { name: string; prefix: string };

/**
 * Franchise names and their 2–4 letter prefixes. The first is always "Savage ..." with prefix
 * SAV: the spec lists that franchise first.
 */
export function franchiseNames(rng: Rng, count: number): FranchiseName[] {
  const firsts = ["Savage", ...rng.shuffle(FRANCHISE_FIRST)];
  const mascots = rng.shuffle(FRANCHISE_MASCOTS);
  if (count > firsts.length || count > mascots.length)
    throw new Error(`at most ${mascots.length} franchises`);
  const prefixes = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const first = firsts[i] as string;
    const mascot = mascots[i] as string;
    const initial = (w: string, n: number) => w.slice(0, n);
    const options = [
      // Vary the style: SAV, IW, MIWO...
      [initial(first, 3), initial(first, 1) + initial(mascot, 1), initial(first, 2) + initial(mascot, 2)][
        i % 3
      ] as string,
      initial(first, 3),
      initial(first, 1) + initial(mascot, 2),
      initial(first, 2) + initial(mascot, 1),
      initial(first, 4),
    ].map((p) => p.toUpperCase());
    const prefix = options.find((p) => !prefixes.has(p)) ?? `${initial(first, 1)}${i}`.toUpperCase();
    prefixes.add(prefix);
    return { name: `${first} ${mascot}`, prefix };
  });
}

const TEAM_ADJECTIVES = words(
  "Rusty Lucky Silent Brave Feral Hidden Loud Quick Sly Stone Swift Wicked Bold Dire Grim Jolly Mad " +
    "Noble Proud Rapid Salty Tiny Vivid Young",
);

const TEAM_NOUNS = words(
  "Tadpoles Anchors Sparks Outlaws Comets Pilots Nomads Rangers Bandits Monarchs Titans Rebels " +
    "Raiders Wizards Knights Giants Pirates Hunters Drifters Rockets Reapers Spectres Sentinels Ronin",
);

/** Unique two-word team names for the franchises' teams. */
export function teamNames(rng: Rng, count: number): string[] {
  const all = TEAM_ADJECTIVES.flatMap((a) => TEAM_NOUNS.map((n) => `${a} ${n}`));
  if (count > all.length) throw new Error(`at most ${all.length} team names`);
  return rng.shuffle(all).slice(0, count);
}

/** Two conferences per tier, in tier order (the spec's example names "Froggers" and "Kermits"). */
export const CONFERENCES: readonly (readonly [string, string])[] = [
  ["Froggers", "Kermits"],
  ["Embers", "Cinders"],
  ["Tides", "Currents"],
  ["Summits", "Ridges"],
  ["Meteors", "Quasars"],
  ["Crowns", "Scepters"],
];
