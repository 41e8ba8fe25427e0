import { z } from "zod";

export type MapInfo = {
  id: string;
  name: string;
  /** In the league's competitive pool (what matches are played and banned on). */
  competitive: boolean;
  /** Offered as a profile favourite (spec 000 §3). */
  profileFavorite: boolean;
  /** Offered for on-demand servers (spec 000 §5). */
  server: boolean;
  community: boolean;
  /** CT round-win share the simulator aims for; CT is slightly favoured on most maps. */
  ctBias: number;
};

export const MAPS: readonly MapInfo[] = [
  {
    id: "de_ancient",
    name: "Ancient",
    competitive: true,
    profileFavorite: true,
    server: true,
    community: false,
    ctBias: 0.53,
  },
  {
    id: "de_anubis",
    name: "Anubis",
    competitive: false,
    profileFavorite: true,
    server: true,
    community: false,
    ctBias: 0.49,
  },
  {
    id: "de_dust2",
    name: "Dust II",
    competitive: true,
    profileFavorite: true,
    server: true,
    community: false,
    ctBias: 0.5,
  },
  {
    id: "de_inferno",
    name: "Inferno",
    competitive: true,
    profileFavorite: true,
    server: true,
    community: false,
    ctBias: 0.53,
  },
  {
    id: "de_mirage",
    name: "Mirage",
    competitive: true,
    profileFavorite: true,
    server: true,
    community: false,
    ctBias: 0.52,
  },
  {
    id: "de_nuke",
    name: "Nuke",
    competitive: true,
    profileFavorite: true,
    server: true,
    community: false,
    ctBias: 0.56,
  },
  {
    id: "de_overpass",
    name: "Overpass",
    competitive: true,
    profileFavorite: true,
    server: true,
    community: false,
    ctBias: 0.54,
  },
  {
    id: "de_train",
    name: "Train",
    competitive: true,
    profileFavorite: false,
    server: true,
    community: false,
    ctBias: 0.55,
  },
  {
    id: "de_vertigo",
    name: "Vertigo",
    competitive: false,
    profileFavorite: true,
    server: true,
    community: false,
    ctBias: 0.51,
  },
  {
    id: "de_thera",
    name: "Thera",
    competitive: false,
    profileFavorite: false,
    server: true,
    community: true,
    ctBias: 0.5,
  },
  {
    id: "de_mills",
    name: "Mills",
    competitive: false,
    profileFavorite: false,
    server: true,
    community: true,
    ctBias: 0.5,
  },
];

/** Map pool used for matches and for counting bans (docs/rules.md#map-bans). */
export const COMPETITIVE_MAPS = MAPS.filter((m) => m.competitive).map((m) => m.id);
export const PROFILE_MAPS = MAPS.filter((m) => m.profileFavorite).map((m) => m.id);
export const SERVER_MAPS = MAPS.filter((m) => m.server).map((m) => m.id);

export const mapIdSchema = z.string().regex(/^de_[a-z0-9]+$/, "map id looks like de_<name>");
