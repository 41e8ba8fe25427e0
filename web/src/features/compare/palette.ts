/** Series colours of compared players, distinct on the dark background; the tier average is grey. */
export const PLAYER_COLOURS = [
  "#f59e0b",
  "#38bdf8",
  "#f472b6",
  "#4ade80",
  "#a78bfa",
  "#f87171",
  "#2dd4bf",
  "#facc15",
] as const;

export const AVERAGE_COLOUR = "#94a3b8";

export const playerColour = (index: number): string =>
  PLAYER_COLOURS[index % PLAYER_COLOURS.length] ?? "#f59e0b";
