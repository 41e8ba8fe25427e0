import type { MatchType } from "@fragboard/core";

/** Exact texts of the spec's error catalogue (spec 001 §8). */
export const MESSAGES = {
  renderFailure: "Uh oh! It looks like an error has occured!",
  renderFailureCaptured: "This issue has been captured for investigation.",
  loadFailure:
    "An Error has occured! Either the CSC endpoints are not responding or something changed and will need to be fixed.",
  contactMaintainer: "If this keeps happening, please let the Fragboard maintainers know.",
  noNotifications: "No notifications",
  comingSoon: "Coming in a later release.",
  notAuthorized: "You are not authorized to view this page",
} as const;

/** A player who exists but has no stats in the season shown (Regulation is the default, so it is not named). */
export const noStatsInSeason = (name: string, season: number, matchType: MatchType) =>
  matchType === "Regulation"
    ? `${name} has no stats in season ${season}`
    : `${name} has no ${matchType} stats in season ${season}`;
