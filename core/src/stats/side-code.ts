import { z } from "zod";
import { DEMO_SIDE } from "../constants/demo-side.js";
import type { Side } from "../events/map-events.js";

/** The game's team numbers, as the league's stats API reports sides: 2 = T, 3 = CT. */
export const sideCodeSchema = z.union([z.literal(DEMO_SIDE.T), z.literal(DEMO_SIDE.CT)]);
export type SideCode = z.infer<typeof sideCodeSchema>;

export const sideCode = (side: Side): SideCode => DEMO_SIDE[side];
