/** A spread of map ratings needs two maps; with one, consistency would read perfect: "–" is shown instead. */
export const MIN_GAMES_FOR_CONSISTENCY = 2;
