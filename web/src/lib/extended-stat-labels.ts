import type { Hitgroup, TrackedObjectKey, WeaponCategory } from "@fragboard/core";

/** Names and tooltips of the extended (demo-derived) stats, shared by the player page and Team Builder. */

export const TRACKED_LABELS: Record<TrackedObjectKey, { label: string; tooltip: string }> = {
  mvpCount: { label: "Round MVPs", tooltip: "Rounds he was the MVP of" },
  bombsPlanted: { label: "Bombs planted", tooltip: "Bombs he planted" },
  bombsDefused: { label: "Bombs defused", tooltip: "Bombs he defused" },
  ninjaDefuses: { label: "Ninja defuses", tooltip: "Defuses with an enemy still alive" },
  diedToBomb: { label: "Died to bomb", tooltip: "Times the exploding bomb killed him" },
  wallBangKills: { label: "Wallbang kills", tooltip: "Kills through a wall or object" },
  noScopesKills: { label: "No-scope kills", tooltip: "Sniper kills without scoping" },
  smokeKills: { label: "Smoke kills", tooltip: "Kills through a smoke" },
  airborneKills: { label: "Airborne kills", tooltip: "Kills while in the air" },
  blindedKills: { label: "Blind kills", tooltip: "Kills while flashed" },
  teamKills: { label: "Team kills", tooltip: "Teammates he killed" },
  selfKills: { label: "Self kills", tooltip: "Times he killed himself" },
};

export const WEAPON_CATEGORY_LABELS: Record<WeaponCategory, string> = {
  rifle: "Rifles",
  sniper: "Snipers",
  pistol: "Pistols",
  smg: "SMGs",
  shotgun: "Shotguns",
  machine_gun: "Machine guns",
  grenade: "Grenades",
  melee: "Melee",
  world: "World",
};

export const HITGROUP_LABELS: Record<Hitgroup, string> = {
  Head: "Head",
  Neck: "Neck",
  Chest: "Chest",
  Stomach: "Stomach",
  LeftArm: "Left arm",
  RightArm: "Right arm",
  LeftLeg: "Left leg",
  RightLeg: "Right leg",
  Generic: "Other",
};
