/** Exact texts of the spec's error catalogue (spec 001 §8). */
export const MESSAGES = {
  renderFailure: "Uh oh! It looks like an error has occured!",
  renderFailureCaptured: "This issue has been captured for investigation.",
  loadFailure:
    "An Error has occured! Either the CSC endpoints are not responding or something changed and will need to be fixed.",
  contactMaintainer: "If this keeps happening, please let the Fragboard maintainers know.",
  noNotifications: "No notifications",
  comingSoon: "Coming in a later release.",
} as const;
