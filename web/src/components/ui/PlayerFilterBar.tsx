import { ROLE_LABELS, ROLES } from "@fragboard/core";
import type { ReactNode } from "react";
import { TIER_FILTER_OPTIONS, TYPE_GROUP_LABELS } from "../../lib/league/player-filters.js";
import { tierColour } from "../../lib/league/tier-colour.js";
import type { PlayerFilterControls } from "../../lib/league/use-player-filter-params.js";
import { MultiSelect } from "./MultiSelect.js";
import { NameChipsInput } from "./NameChipsInput.js";

const TIER_OPTIONS = TIER_FILTER_OPTIONS.map((tier) => ({
  value: tier,
  label: tier,
  colour: tierColour(tier),
}));
const TYPE_OPTIONS = TYPE_GROUP_LABELS.map((label) => ({ value: label, label }));
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * The players filters every player list and tool shares (spec 000 §2): name chips, then type,
 * tier and role multi-selects. `typeNote` stands in for the type menu where a page fixes the type
 * (Role Distribution counts signed players only).
 */
export function PlayerFilterBar({
  controls,
  typeNote,
  children,
}: {
  controls: PlayerFilterControls;
  typeNote?: ReactNode;
  /** Page-specific controls after the shared ones. */
  children?: ReactNode;
}) {
  return (
    <section aria-label="Filters" className="mb-3 flex flex-wrap items-center gap-2">
      <NameChipsInput
        chips={controls.chips}
        onChange={controls.setChips}
        text={controls.text}
        onTextChange={controls.setText}
      />
      {typeNote ?? (
        <MultiSelect
          label="Type"
          options={TYPE_OPTIONS}
          selected={controls.typeGroups}
          onChange={controls.setTypeGroups}
        />
      )}
      <MultiSelect
        label="Tier"
        options={TIER_OPTIONS}
        selected={controls.tiers}
        onChange={controls.setTiers}
      />
      <MultiSelect
        label="Role"
        options={ROLE_OPTIONS}
        selected={controls.roles}
        onChange={controls.setRoles}
      />
      {children}
    </section>
  );
}
