import { z } from "zod";

export const HITGROUPS = [
  "Head",
  "Neck",
  "Chest",
  "Stomach",
  "LeftArm",
  "RightArm",
  "LeftLeg",
  "RightLeg",
  "Generic",
] as const;
export type Hitgroup = (typeof HITGROUPS)[number];
export const hitgroupSchema = z.enum(HITGROUPS);
