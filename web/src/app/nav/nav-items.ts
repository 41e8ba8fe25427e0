/** The menu of spec 000 §2 "Navigation", in its order, with the match centre (issue #21) after Standings. */
export type NavLinkItem = { label: string; to: string };

export const PRIMARY_NAV: readonly NavLinkItem[] = [
  { label: "Franchises", to: "/franchises" },
  { label: "Standings", to: "/standings" },
  { label: "Matches", to: "/matches" },
  { label: "Pickems", to: "/pickems" },
  { label: "Players", to: "/players" },
  { label: "Leaderboards", to: "/leaderboards" },
];

export const TOOLS_NAV: readonly NavLinkItem[] = [
  { label: "Charts", to: "/charts" },
  { label: "Player Comparison", to: "/player-compare" },
  { label: "Team Builder", to: "/team-builder" },
  { label: "Stats Exporter", to: "/export" },
];

export const ABOUT_NAV: NavLinkItem = { label: "About", to: "/about" };
