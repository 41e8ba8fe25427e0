/** Texts of the player lists (players, exporter) that the spec fixes word for word (spec 000 §2). */
export const playersCounter = (shown: number, total: number) => `Showing ${shown} of ${total} Players`;

export const noStatsMessage = (season: number) =>
  `No Players with stats for season ${season} yet.. Check back later.`;
