import { LEAGUE_TIME_ZONE } from "@fragboard/core";

/**
 * A kickoff in a link's preview: the server cannot know the reader's zone, so it says the league's
 * own, named ("Tue, Nov 24, 8:00 PM EST"); the UTC date alone named the next day for an evening
 * match.
 */
export const previewKickoff = new Intl.DateTimeFormat("en-US", {
  timeZone: LEAGUE_TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});
