import data from "./about.json";

/** The About page's own data: who built Fragboard and where to go next. */
export type Contributor = { name: string; role: string };
export type AboutLink = { label: string; href: string };

export const CONTRIBUTORS: readonly Contributor[] = data.contributors;
export const ABOUT_LINKS: readonly AboutLink[] = data.links;
