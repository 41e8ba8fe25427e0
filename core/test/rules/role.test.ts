import { describe, expect, it } from "vitest";
import { displayedRole, playerRole, roleRadar, roleScores } from "../../src/rules/role.js";
import { statLine } from "./fixtures.js";

// Scores: AWPER awpR/0.4, ENTRY odr·odaR·3, FRAGGER multiR/1.3, RIFLER adr/230, SUPPORT (12·suppR + suppXR)/57.
// Every fixture has adr 115 → RIFLER 115/230 = 0.5 unless it is the rifler itself.
const played = (overrides: Parameters<typeof statLine>[1]) => statLine("P", { gameCount: 5, ...overrides });

describe("playerRole", () => {
  it("finds each of the five roles", () => {
    // AWPER 0.3/0.4 = 0.75 > RIFLER 0.5
    expect(playerRole(played({ awpR: 0.3, adr: 115 }))).toBe("AWPER");
    // ENTRY 0.6·0.5·3 = 0.9 > 0.5
    expect(playerRole(played({ odr: 0.6, odaR: 0.5, adr: 115 }))).toBe("ENTRY");
    // FRAGGER 1.04/1.3 = 0.8 > 0.5
    expect(playerRole(played({ multiR: 1.04, adr: 115 }))).toBe("FRAGGER");
    // RIFLER 184/230 = 0.8 > FRAGGER 0.65/1.3 = 0.5
    expect(playerRole(played({ adr: 184, multiR: 0.65 }))).toBe("RIFLER");
    // SUPPORT (12·0.25 + 42.6)/57 = 45.6/57 = 0.8 > 0.5
    expect(playerRole(played({ suppR: 0.25, suppXR: 42.6, adr: 115 }))).toBe("SUPPORT");
  });

  it("keeps the earlier role on equal scores", () => {
    // AWPER 0.2/0.4 = 0.5 = RIFLER 115/230 → AWPER comes first.
    expect(playerRole(played({ awpR: 0.2, adr: 115 }))).toBe("AWPER");
    // FRAGGER 0.65/1.3 = 0.5 = RIFLER 0.5 → FRAGGER comes first.
    expect(playerRole(played({ multiR: 0.65, adr: 115 }))).toBe("FRAGGER");
  });

  it("makes a player with fewer than 3 maps, or no stats, a RIFLER", () => {
    expect(playerRole(statLine("P", { gameCount: 2, awpR: 0.4 }))).toBe("RIFLER");
    expect(playerRole(undefined)).toBe("RIFLER");
    expect(playerRole(statLine("P", { gameCount: 3, awpR: 0.4 }))).toBe("AWPER");
  });

  it("gives no role when every score is zero", () => {
    expect(playerRole(played({}))).toBe("");
  });

  it("clamps scores to 0..1", () => {
    // awpR 0.9 is capped at 0.4 → 1; negative adr → 0.
    expect(roleScores(played({ awpR: 0.9, adr: -5 }))).toMatchObject({ AWPER: 1, RIFLER: 0 });
  });
});

describe("displayedRole", () => {
  const novelty = new Map([["76561198000000001", "THE GOAT"]]);
  it("prefers a configured novelty label for the steam id", () => {
    expect(displayedRole({ steam64Id: "76561198000000001", stats: played({ awpR: 0.3 }) }, novelty)).toBe(
      "THE GOAT",
    );
  });
  it("falls back to the computed role", () => {
    expect(displayedRole({ steam64Id: "76561198000000002", stats: played({ awpR: 0.3 }) }, novelty)).toBe(
      "AWPER",
    );
  });
});

describe("roleRadar", () => {
  it("applies the 1.5 display multiplier and the radar clamps", () => {
    const radar = roleRadar(
      played({ odr: 0.6, odaR: 0.5, multiR: 1, adr: 100, suppR: 0.25, suppXR: 10, awpR: 0.5 }),
    );
    expect(radar.ENTRY).toBeCloseTo(0.9, 9); // 0.6·0.5·2·1.5 = 0.9 (≤ 1)
    expect(radar.FRAGGER).toBe(1.35); // 1.0·1.5 = 1.5 → clamped to 1.35
    expect(radar.RIFLER).toBe(150); // 100·1.5
    expect(radar.SUPPORT).toBeCloseTo(19.5, 9); // (12·0.25 + 10)·1.5 = 13·1.5
    expect(radar.AWPER).toBe(0.55); // 0.5·1.5 = 0.75 → clamped to 0.55
  });
  it("clamps the entry value to 1", () => {
    // 0.9·0.8·2·1.5 = 2.16 → 1
    expect(roleRadar(played({ odr: 0.9, odaR: 0.8 })).ENTRY).toBe(1);
  });
});
