/**
 * What a believable league looks like: each figure `RealismMeter` measures, the range real play
 * puts it in, and where that range comes from. `npm run sim:report` prints the default league's
 * figures next to these ranges; sim/test/default-league.test.ts fails when one leaves its range.
 * docs/stats.md#realism lists them with their sources for readers.
 */

/**
 * `judgement`: no published figure states the range; it says whose reading of what it is, and
 * `sim:report` prints that instead of the address.
 */
export type Source = { title: string; url: string; judgement?: string };

const SOURCES = {
  hltvRating: {
    title: "HLTV Rating 1.0 constants: 0.679 kills and 0.317 survived rounds per round (Sardegna, 2017)",
    url: "https://chrissardegna.com/blog/problems-with-csgo-rating-systems/",
  },
  hltvClutch: {
    title: "HLTV, Using clutch stats effectively (1vsX wins are about 0.01-0.02 a round)",
    url: "https://www.hltv.org/news/35531/using-clutch-stats-effectively",
  },
  ggpredictClutch: {
    title: "GGPredict via AFK Gaming: clutch win chances over 200,000 pro rounds (1v2 about 10-30 %)",
    url: "https://afkgaming.com/articles/csgo/News/7629-chances-of-winning-a-csgo-clutch-across-different-maps-calculated",
  },
  iemWeapons: {
    title: "IEM Fall 2021 weapon usage: AK-47 most kills, then M4A1-S, then AWP (Agarwal)",
    url: "https://lakshyaag.github.io/IEM-Fall-2021-EU-Weapons/",
  },
  hitboxes: {
    title: "Counter-Strike Wiki, Hitbox: damage multipliers and armour by body part",
    url: "https://counterstrike.fandom.com/wiki/Hitbox",
  },
  firstFrag: {
    title: "CS2Times, 146 Major pistol rounds: the first frag's team won 67 %, 5v4 rounds more often",
    url: "https://cs2times.com/news/whoever-makes-the-first-fragment-in-the-pistol-round-wins-it-overdrive/",
  },
  secondRound: {
    title: "vooCSGO, second-round buys after a won pistol round: SMGs (MP9, MAC-10, MP7, UMP-45)",
    url: "https://cs-knowledge.zob.wtf/docs/economy/voocsgo/cs2/training/What-to-Buy-on-Second-Round-SMGs-vs-Rifles-DjE8tGNlDGo.md",
  },
  money: {
    title:
      "Counter-Strike Wiki, Money: $800 to start a half, a $1,900 first loss bonus, rifles from $1,800 (AK-47 $2,700)",
    url: "https://counterstrike.fandom.com/wiki/Money",
  },
  issue: {
    title: "Fragboard issue #11: a player of the game's reading of HLTV and Leetify aggregates",
    url: "https://www.hltv.org/stats",
    judgement: "issue #11, read from HLTV and Leetify aggregates",
  },
  secondRoundGuide: {
    title:
      "Dignitas, Round by Round Part 3: a guide to second round buys (losers of the pistol round save; winners buy SMGs and armour)",
    url: "https://dignitas.gg/articles/round-by-round-part-3-a-guide-to-second-round-buys",
    judgement: "read from Dignitas' second-round buy guide and the game's prices",
  },
} satisfies Record<string, Source>;

export type Range = {
  key: FigureKey;
  label: string;
  min: number;
  max: number;
  /** How the figure prints: a share (as a percent) or a plain number. */
  unit: "share" | "number";
  source: Source;
};

export const FIGURE_KEYS = [
  "rifleKills",
  "akKills",
  "m4a1sOfM4Kills",
  "awpKills",
  "pistolKills",
  "smgKills",
  "autoSniperKills",
  "knifeKills",
  "headshotKills",
  "chestHits",
  "legHits",
  "clutch1v1",
  "clutch1v2",
  "clutch1v3",
  "clutch1v4Plus",
  "manyOpponentRounds",
  "clutchWinsPerPlayerRound",
  "killsPerRound",
  "survival",
  "openingWinnerRounds",
  "tradedDeaths",
  "afterPistolFullBuys",
  "afterPistolRifleKills",
  "afterPistolLoserRifleKills",
  "afterPistolSmgKills",
  "afterPistolLoserBoughtPistols",
  "afterPistolDearKills",
  "pistolEquipmentPerPlayer",
  "playersOutOfTier",
  "ratingMeanLowest",
  "ratingMeanHighest",
  "ratingSpreadGrowth",
  "teamsInFranchiseTheme",
  "mostSharedNameStem",
  "mmrAtBandLimits",
  "mmrBottomTenth",
  "promotedWithoutRise",
  "oneTierMoveRatingChange",
  "oneTierMovesOverHalf",
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

const share = (key: FigureKey, label: string, min: number, max: number, source: Source): Range => ({
  key,
  label,
  min,
  max,
  unit: "share",
  source,
});
const number = (key: FigureKey, label: string, min: number, max: number, source: Source): Range => ({
  key,
  label,
  min,
  max,
  unit: "number",
  source,
});

export const REALISM_RANGES: readonly Range[] = [
  share("rifleKills", "Kills with rifles", 0.6, 0.72, SOURCES.iemWeapons),
  share("akKills", "Kills with the AK-47", 0.28, 0.38, SOURCES.iemWeapons),
  share("m4a1sOfM4Kills", "M4A1-S share of M4 kills", 0.65, 0.9, SOURCES.iemWeapons),
  share("awpKills", "Kills with the AWP", 0.04, 0.1, SOURCES.iemWeapons),
  share("pistolKills", "Kills with pistols", 0.13, 0.2, SOURCES.issue),
  share("smgKills", "Kills with SMGs", 0.07, 0.13, SOURCES.issue),
  share("autoSniperKills", "Kills with auto-snipers", 0, 0.003, SOURCES.issue),
  share("knifeKills", "Kills with the knife", 0, 0.001, SOURCES.issue),
  share("headshotKills", "Headshot kills", 0.4, 0.55, SOURCES.iemWeapons),
  share("chestHits", "Hits to the chest", 0.4, 0.65, SOURCES.hitboxes),
  share("legHits", "Hits to the legs", 0.02, 0.1, SOURCES.hitboxes),
  share("clutch1v1", "1v1 clutches won", 0.42, 0.58, SOURCES.hltvClutch),
  share("clutch1v2", "1v2 clutches won", 0.12, 0.3, SOURCES.ggpredictClutch),
  share("clutch1v3", "1v3 clutches won", 0.03, 0.1, SOURCES.ggpredictClutch),
  share("clutch1v4Plus", "1v4 and 1v5 clutches won", 0.002, 0.03, SOURCES.ggpredictClutch),
  number("clutchWinsPerPlayerRound", "Clutches won per player per round", 0.01, 0.02, SOURCES.hltvClutch),
  share("manyOpponentRounds", "Team-rounds with a 1v4 or 1v5", 0.05, 0.25, SOURCES.issue),
  number("killsPerRound", "Kills per player per round", 0.66, 0.7, SOURCES.hltvRating),
  share("survival", "Players alive at round end", 0.3, 0.34, SOURCES.hltvRating),
  share("openingWinnerRounds", "Rounds won by the opening duel's winner", 0.65, 0.8, SOURCES.firstFrag),
  share("tradedDeaths", "Deaths traded within 5 s", 0.15, 0.3, SOURCES.issue),
  share("afterPistolFullBuys", "Pistol winners on a full buy next round", 0, 0.05, SOURCES.secondRound),
  share(
    "afterPistolRifleKills",
    "Pistol winners' next-round kills with rifles",
    0,
    0.35,
    SOURCES.secondRound,
  ),
  // Losers of a pistol round hold about $2,000 each: pistols, armour or an SMG, rarely a rifle.
  share("afterPistolLoserRifleKills", "Pistol losers' next-round kills with rifles", 0, 0.1, SOURCES.money),
  // Winners buy SMGs with armour; the rest of their kills are pistols and the odd cheap rifle.
  share(
    "afterPistolSmgKills",
    "Pistol winners' next-round kills with SMGs",
    0.35,
    0.8,
    SOURCES.secondRoundGuide,
  ),
  // Losers save, but not all on the default pistol: a P250, Tec-9, Five-SeveN or Deagle and kevlar.
  share(
    "afterPistolLoserBoughtPistols",
    "Pistol losers' next-round pistol kills with a bought pistol",
    0.15,
    0.7,
    SOURCES.secondRoundGuide,
  ),
  // Nobody holds a gun over $3,000 (AWP, AUG, auto-snipers, M249) in the round after a pistol round.
  share(
    "afterPistolDearKills",
    "Next-round kills after a pistol round with guns over $3,000",
    0,
    0.001,
    SOURCES.secondRoundGuide,
  ),
  // The start money and the default pistol (core's rule equipment): nobody holds more.
  number("pistolEquipmentPerPlayer", "Most pistol-round equipment per player", 200, 1000, SOURCES.money),
  share("playersOutOfTier", "Players with stats in a second tier of a season", 0.02, 0.12, SOURCES.issue),
  number("ratingMeanLowest", "Lowest tier mean rating (round-weighted)", 0.98, 1.02, SOURCES.hltvRating),
  number("ratingMeanHighest", "Highest tier mean rating (round-weighted)", 0.98, 1.02, SOURCES.hltvRating),
  number("ratingSpreadGrowth", "Smallest rise of rating spread one tier down", 0, 1, SOURCES.issue),
  share("teamsInFranchiseTheme", "Teams named from their franchise's theme", 0.95, 1, SOURCES.issue),
  number("mostSharedNameStem", "Most player names sharing one word", 0, 12, SOURCES.issue),
  share("mmrAtBandLimits", "Players at their tier's MMR minimum or maximum", 0, 0.01, SOURCES.issue),
  share("mmrBottomTenth", "Players in the lowest tenth of their tier's MMR band", 0.05, 0.3, SOURCES.issue),
  share("promotedWithoutRise", "Promoted signings who did not move up a tier", 0, 0.001, SOURCES.issue),
  number("oneTierMoveRatingChange", "Median rating change of a one-tier move", 0.03, 0.25, SOURCES.issue),
  share("oneTierMovesOverHalf", "One-tier moves changing rating by over 0.5", 0, 0.05, SOURCES.issue),
];
