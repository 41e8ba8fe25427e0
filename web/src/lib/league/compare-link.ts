/**
 * Player Compare's address, `/player-compare?players=a,b,c` as the spec writes it. Each name is
 * encoded and the commas between names are left literal, so a name holding a comma (`%2C`),
 * quotes or any Unicode round-trips; links written by hand with plain commas read as before.
 * Tokens are names, or `name:Tier` for a line from another tier (features/compare).
 */

const PARAM = "players";

/** The `players=` parameter of these tokens, or "" for none. */
export const comparePlayersParam = (tokens: readonly string[]): string =>
  tokens.length > 0 ? `${PARAM}=${tokens.map(encodeURIComponent).join(",")}` : "";

export const comparePath = (tokens: readonly string[]): string => {
  const param = comparePlayersParam(tokens);
  return param ? `/player-compare?${param}` : "/player-compare";
};

/** One part of a query value: `+` is a space in a query; a malformed escape is kept as written. */
function decodePart(part: string): string {
  const spaced = part.replaceAll("+", " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * The tokens of a raw query string (`location.search`): the parameter is split on its literal
 * commas before each part is decoded (URLSearchParams would decode `%2C` first). Blanks and
 * repeats are dropped; repeated `players=` parameters add up.
 */
export function readComparePlayers(search: string): string[] {
  const tokens = search
    .replace(/^\?/, "")
    .split("&")
    .filter((pair) => pair.startsWith(`${PARAM}=`))
    .flatMap((pair) => pair.slice(PARAM.length + 1).split(","))
    .map((part) => decodePart(part).trim());
  return [...new Set(tokens.filter((token) => token !== ""))];
}
