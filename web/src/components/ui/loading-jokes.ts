/** Shown while a page loads (spec 000 §2 "Loading screens show random joke messages"). */
export const LOADING_JOKES = [
  "Rotating through B... slowly.",
  "Waiting for the AWPer to stop peeking mid.",
  "Buying a full kit on an eco round.",
  "Asking the IGL for a strat. He said 'just play'.",
  "Defusing without a kit. This may take a while.",
  "Counting chickens killed this season.",
  "Reloading after every single kill.",
  "Throwing a flash that blinds only our own team.",
  "Checking that the Deagle one-tap was not a fluke.",
  "Smoking off the stats server's window.",
  "Recalculating the force-buy economy.",
  "Holding W through the Molotov.",
  "Waiting for the last player to finish their clutch 1v5.",
  "Looking for the bomb. Who has the bomb?",
  "Warming up in deathmatch before loading your stats.",
  "Negotiating with the lurker to come back to site.",
] as const;

export const randomJoke = (random: () => number = Math.random): string =>
  LOADING_JOKES[Math.floor(random() * LOADING_JOKES.length)] ?? LOADING_JOKES[0];

let shown: { address: string; joke: string } | undefined;

/**
 * The joke for a page address: the same one through every stage of its loading (the route's code,
 * then each query a page waits for, each drawing its own loading screen), instead of a new line
 * each time one stage hands over to the next; another address draws a new one.
 */
export function jokeFor(address: string, random: () => number = Math.random): string {
  if (shown?.address !== address) shown = { address, joke: randomJoke(random) };
  return shown.joke;
}
