import { TIER_NAMES } from "@fragboard/core";
import { describe, expect, it } from "vitest";
import { leaguePlayer, statsFor } from "../../test/fixtures.js";
import { roleLabel } from "./player-labels.js";
import { buildPlayerList, hasStats, shownStats } from "./player-list.js";
import { playerStanding } from "./player-standing.js";

const emptyStats = () =>
  Object.fromEntries(TIER_NAMES.map((tier) => [tier, []])) as unknown as Parameters<
    typeof buildPlayerList
  >[1];

describe("buildPlayerList", () => {
  it("joins stats by exact name: own tier is primary, other tiers are out of tier", () => {
    const stats = emptyStats();
    stats.Elite.push(statsFor("Sub", { rating: 1.3 }));
    stats.Contender.push(statsFor("Sub", { rating: 1.1 }));
    stats.Contender.push(statsFor("sub", { rating: 0.5 })); // other case: another player
    const [player] = buildPlayerList([leaguePlayer("Sub", { tier: { name: "Contender" } })], stats, {
      includeSpectators: false,
    });
    expect(player?.stats?.rating).toBe(1.1);
    expect(player?.statsOutOfTier).toEqual([
      { tier: "Elite", stats: expect.objectContaining({ rating: 1.3 }) },
    ]);
  });

  it("shows out-of-tier stats, marked as not primary, when the player has none in his tier", () => {
    const stats = emptyStats();
    stats.Premier.push(statsFor("Ringer", { rating: 1.4 }));
    const [player] = buildPlayerList([leaguePlayer("Ringer", { tier: { name: "Elite" } })], stats, {
      includeSpectators: false,
    });
    expect(player && shownStats(player)).toEqual({
      stats: expect.objectContaining({ rating: 1.4 }),
      tier: "Premier",
      primary: false,
    });
    expect(player && hasStats(player)).toBe(true);
  });

  it("leaves a player without stats with none, as a rifler", () => {
    const [player] = buildPlayerList([leaguePlayer("Nobody")], emptyStats(), { includeSpectators: false });
    expect(player?.stats).toBeUndefined();
    expect(player && hasStats(player)).toBe(false);
    expect(player?.role).toBe("RIFLER");
    expect(player?.hltvTwoPointO).toBeUndefined();
  });

  it("drops spectators unless historical mode asks for them", () => {
    const players = [
      leaguePlayer("Watcher", { type: "SPECTATOR" }),
      leaguePlayer("Player", { type: "SIGNED" }),
    ];
    expect(buildPlayerList(players, emptyStats(), { includeSpectators: false }).map((p) => p.name)).toEqual([
      "Player",
    ]);
    expect(buildPlayerList(players, emptyStats(), { includeSpectators: true }).map((p) => p.name)).toEqual([
      "Watcher",
      "Player",
    ]);
  });

  it("derives the role from the primary stats and takes their served HLTV 2.0 approximation", () => {
    const stats = emptyStats();
    const line = statsFor("Sniper", { awpR: 0.35, gameCount: 8, hltvTwoPointO: 1.07 });
    stats.Contender.push(line);
    const [player] = buildPlayerList([leaguePlayer("Sniper")], stats, { includeSpectators: false });
    expect(player?.role).toBe("AWPER");
    expect(player?.hltvTwoPointO).toBe(1.07);
  });

  it("labels a player with a novelty role as his page does, and keeps his computed role for filters", () => {
    const stats = emptyStats();
    stats.Contender.push(statsFor("Sniper", { awpR: 0.35, gameCount: 8 }));
    const sniper = leaguePlayer("Sniper");
    const noveltyRoles = new Map([[sniper.steam64Id, "THE GOAT"]]);
    const [player] = buildPlayerList([sniper], stats, { includeSpectators: false, noveltyRoles });
    if (!player) throw new Error("the player is listed");
    expect(player.role).toBe("AWPER");
    expect(roleLabel(player)).toBe("THE GOAT");
    const line = shownStats(player);
    if (!line) throw new Error("he has stats");
    expect(playerStanding([player], player, line, noveltyRoles).role).toBe(roleLabel(player));
  });
});
