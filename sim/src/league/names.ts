import { at } from "@fragboard/core";
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
    "brisk crank dusk fizz grit hush mojo prowl anvil bagel banjo biscuit blizzard boulder bramble " +
    "bubble cobalt cosmo crumb cricket dagger dynamo falafel ferret fjord gizmo goblin gravel gumbo " +
    "halo hammock hazard jasper jigsaw juniper kettle kiwi lantern lemur lychee magnet maple marble " +
    "meadow mirage muffin nebula nimbus nugget oyster paprika parrot pebble pickle plasma pretzel " +
    "puffin quasar radish ripple sable scone shrimp sprocket squid sundae tango thistle tofu trumpet " +
    "tulip turnip velcro wasabi whisker wombat yam zodiac acorn alpaca basil blimp chili corgi " +
    "dumpling granite hickory kazoo llama nutmeg opal pinecone quokka sherbet tapir vinyl",
);

const CAMEL_SECOND = words(
  "Byte Owl Shot Tap Fang Storm Hawk Rush Spark Wolf Bolt Peek Flick Nade Lurk Clutch Spray Scope " +
    "Dash Smoke Aim Frag Ping Crit Lag Drop Jump Strafe Ace Duel Trade Plant Rotate Boost Pixel",
);

/** The words a tag is built from: a reader sees a stem repeat when many tags share one. */
export const TAG_STEMS: readonly string[] = [
  ...new Set([...WORDS, ...CAMEL_SECOND.map((w) => w.toLowerCase())]),
];

/** Letters tags write as digits (leet speak). */
const LEET_BACK: Record<string, string> = { "4": "a", "3": "e", "0": "o", "1": "i", "5": "s" };

/** The vocabulary words a tag contains, read case- and leet-blind. */
export function stemsIn(tag: string): string[] {
  const plain = [...tag.toLowerCase()].map((c) => LEET_BACK[c] ?? c).join("");
  return TAG_STEMS.filter((stem) => plain.includes(stem));
}

/** No stem is shared by more tags than this: a league of hundreds would notice more. */
export const MAX_TAGS_PER_STEM = 8;

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

/**
 * Draws gamer tags that are unique across the league (a player's name is his page id) and
 * that share no vocabulary word with more than MAX_TAGS_PER_STEM others.
 */
export class TagMaker {
  private readonly taken = new Set<string>();
  private readonly stemUses = new Map<string, number>();

  constructor(private readonly rng: Rng) {}

  next(): string {
    for (;;) {
      const tag = gamerTag(this.rng);
      const stems = stemsIn(tag);
      const worn = stems.some((s) => (this.stemUses.get(s) ?? 0) >= MAX_TAGS_PER_STEM);
      if (tag.length >= 3 && !worn && !this.taken.has(tag.toLowerCase())) {
        this.taken.add(tag.toLowerCase());
        for (const s of stems) this.stemUses.set(s, (this.stemUses.get(s) ?? 0) + 1);
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

export type FranchiseName = { name: string; prefix: string };

/**
 * Franchise names and their 2–4 letter prefixes. The first is always "Savage ..." with prefix
 * SAV: the spec lists that franchise first.
 */
export function franchiseNames(rng: Rng, count: number): FranchiseName[] {
  const firsts = ["Savage", ...rng.shuffle(FRANCHISE_FIRST)];
  const mascots = rng.shuffle(Object.keys(MASCOT_TEAMS));
  if (count > firsts.length || count > mascots.length)
    throw new Error(`at most ${mascots.length} franchises`);
  const prefixes = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const first = at(firsts, i);
    const mascot = at(mascots, i);
    const initial = (w: string, n: number) => w.slice(0, n);
    const options = [
      // Vary the style: SAV, IW, MIWO...
      at(
        [initial(first, 3), initial(first, 1) + initial(mascot, 1), initial(first, 2) + initial(mascot, 2)],
        i % 3,
      ),
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

/**
 * Each mascot's family of team names: a franchise's teams share its identity, as a real
 * organisation's academy and second teams carry its name.
 */
const MASCOT_TEAMS: Record<string, readonly string[]> = {
  Frogs: ["Tadpoles", "Bullfrogs", "Toads", "Croakers", "Lily Pads"],
  Wolves: ["Howlers", "Pups", "Alphas", "Timberwolves", "Packleaders"],
  Hornets: ["Stingers", "Drones", "Buzzers", "Yellowjackets", "Queens"],
  Ravens: ["Crows", "Rooks", "Nevermores", "Blackwings", "Magpies"],
  Sharks: ["Hammerheads", "Makos", "Great Whites", "Bull Sharks", "Finbacks"],
  Cobras: ["Fangs", "Spitters", "Hoods", "Adders", "Mambas"],
  Bison: ["Buffaloes", "Stampeders", "Thunderhooves", "Plainsrunners", "Yaks"],
  Falcons: ["Peregrines", "Kestrels", "Talons", "Hawks", "Merlins"],
  Otters: ["Sea Otters", "Kits", "Riverdancers", "Paddlers", "Minks"],
  Lynx: ["Bobcats", "Caracals", "Ocelots", "Tuftears", "Wildcats"],
  Rhinos: ["Chargers", "Hornbacks", "Ironhides", "Juggernauts", "Bulldozers"],
  Vipers: ["Sidewinders", "Rattlers", "Pit Vipers", "Asps", "Copperheads"],
  Foxes: ["Fennecs", "Vixens", "Tricksters", "Red Foxes", "Silverfoxes"],
  Owls: ["Owlets", "Night Owls", "Barn Owls", "Screech Owls", "Snowy Owls"],
  Badgers: ["Honey Badgers", "Diggers", "Burrowers", "Stripes", "Wolverines"],
  Mantises: ["Orchids", "Stalkers", "Ambushers", "Scythes", "Prayers"],
  Krakens: ["Leviathans", "Squids", "Tentacles", "Depths", "Octopi"],
  Stallions: ["Mustangs", "Colts", "Broncos", "Thoroughbreds", "Gallopers"],
  Jackals: ["Scavengers", "Dholes", "Sandrunners", "Prowlers", "Jackalopes"],
  Pumas: ["Cougars", "Mountain Lions", "Catamounts", "Cubs", "Pouncers"],
  Herons: ["Egrets", "Cranes", "Storks", "Waders", "Bitterns"],
  Moose: ["Elks", "Antlers", "Calves", "Caribou", "Reindeer"],
  Geckos: ["Chameleons", "Iguanas", "Skinks", "Wall Crawlers", "Salamanders"],
  Scorpions: ["Pincers", "Deathstalkers", "Emperors", "Stingtails", "Sandstalkers"],
  Yetis: ["Sasquatches", "Bigfeet", "Abominables", "Snowstompers", "Avalanches"],
  Dragons: ["Wyverns", "Drakes", "Hatchlings", "Firebreathers", "Whelps"],
  Panthers: ["Jaguars", "Leopards", "Shadowcats", "Black Cats", "Nightstalkers"],
  Beetles: ["Scarabs", "Stag Beetles", "Fireflies", "Ladybugs", "Weevils"],
  Coyotes: ["Roadrunners", "Desert Dogs", "Yippers", "Prairie Wolves", "Sundogs"],
  Eagles: ["Eaglets", "Bald Eagles", "Harpies", "Condors", "Golden Eagles"],
  Gators: ["Crocs", "Caimans", "Snappers", "Swamp Kings", "Marshmen"],
};

/** The team names a franchise's teams are drawn from: its mascot's family. */
export const franchiseTheme = (franchiseName: string): readonly string[] =>
  MASCOT_TEAMS[franchiseName.split(" ").at(-1) ?? ""] ?? [];

/** Two conferences per tier, in tier order (the spec's example names "Froggers" and "Kermits"). */
export const CONFERENCES: readonly (readonly [string, string])[] = [
  ["Froggers", "Kermits"],
  ["Embers", "Cinders"],
  ["Tides", "Currents"],
  ["Summits", "Ridges"],
  ["Meteors", "Quasars"],
  ["Crowns", "Scepters"],
];
