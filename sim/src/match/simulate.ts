import type { MapEvents } from "@fragboard/core";
import type { MapFixture } from "./fixture.js";
import { planMap } from "./plan.js";
import { renderMap } from "./render.js";

/** Every event of one map; the same fixture and seed give the same map. */
export const simulateMap = (fixture: MapFixture, seed: string): MapEvents =>
  renderMap(fixture, planMap(fixture, seed), seed);

/** Rounds won by teams[0] and teams[1], without rendering the events. */
export const mapScore = (fixture: MapFixture, seed: string): [number, number] => planMap(fixture, seed).score;
