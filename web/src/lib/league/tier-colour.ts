import { type PlayerTierName, TIERS } from "@fragboard/core";

const UNRATED_COLOUR = "#6b7280";
const byName = new Map<string, string>(TIERS.map((tier) => [tier.name, tier.hex]));

/** Hex colour of a tier (core's TIERS); grey for Unrated. */
export const tierColour = (name: PlayerTierName): string => byName.get(name) ?? UNRATED_COLOUR;
