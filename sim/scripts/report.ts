import { simulateLeague } from "../src/index.js";
import { RealismMeter } from "../src/realism/measure.js";
import { oneTierMoves, peopleFigures } from "../src/realism/people.js";
import { checkRanges, formatReport } from "../src/realism/report.js";

/**
 * `npm run sim:report`: simulates the league for SIM_SEED (default "fragboard") and SIM_NOW, and
 * prints its figures next to the ranges of real play (sim/src/realism/ranges.ts). Exits 1 when a
 * figure leaves its range.
 */

const seed = process.env.SIM_SEED ?? "fragboard";
const now = new Date(process.env.SIM_NOW ?? "2026-11-22T18:00:00.000Z");
const sim = simulateLeague({ seed, now });
const meter = new RealismMeter();
for (const map of sim.maps()) meter.add(map);
const checks = checkRanges({
  ...meter.figures(),
  ...peopleFigures(sim.league),
  ...oneTierMoves(meter.seasonRows()),
});
console.log(`Simulated league, seed "${seed}", ${sim.mapCount} maps\n`);
console.log(formatReport(checks));
console.log("\nRating by tier (round-weighted mean, spread of season ratings):");
for (const t of meter.tiers())
  console.log(`  ${t.tier.padEnd(10)} ${t.mean.toFixed(3)}  sd ${t.sd.toFixed(3)}`);
const missed = checks.filter((c) => !c.met).length;
console.log(missed === 0 ? "\nEvery range met." : `\n${missed} figure(s) out of range.`);
process.exitCode = missed === 0 ? 0 : 1;
