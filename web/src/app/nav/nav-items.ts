/** The menu of spec 000 §2 "Navigation", in its order, with the match centre (issue #21) after Standings. */
export type NavLinkItem = {
  label: string;
  to: string;
  /** Less used: in the header's "More" menu until the widest layout has room for it inline. */
  more?: true;
};

export const PRIMARY_NAV: readonly NavLinkItem[] = [
  { label: "Franchises", to: "/franchises" },
  { label: "Standings", to: "/standings" },
  { label: "Matches", to: "/matches" },
  { label: "Pickems", to: "/pickems", more: true },
  { label: "Players", to: "/players" },
  { label: "Leaderboards", to: "/leaderboards", more: true },
];

export const TOOLS_NAV: readonly NavLinkItem[] = [
  { label: "Charts", to: "/charts" },
  { label: "Player Comparison", to: "/player-compare" },
  { label: "Team Builder", to: "/team-builder" },
  { label: "Stats Exporter", to: "/export" },
];

export const ABOUT_NAV: NavLinkItem = { label: "About", to: "/about" };

/** A run of a dropdown's links, under a heading when it has one. */
export type NavSection = { label?: string; items: readonly NavLinkItem[] };

export const TOOLS_SECTIONS: readonly NavSection[] = [{ items: TOOLS_NAV }];

/** What the medium-width header folds into "More": every link it does not show inline. */
export const MORE_SECTIONS: readonly NavSection[] = [
  { items: PRIMARY_NAV.filter((item) => item.more) },
  { label: "Tools", items: TOOLS_NAV },
  { items: [ABOUT_NAV] },
];
