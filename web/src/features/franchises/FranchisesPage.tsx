import { franchisesInTier, orderFranchises, TIER_NAMES, type TierName, teamsPerTier } from "@fragboard/core";
import { useMemo } from "react";
import { Button } from "../../components/ui/Button.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { type ListedFranchise, useFranchiseList } from "../../lib/league/franchises.js";
import { FranchiseCard } from "./FranchiseCard.js";
import { HistoryLinks } from "./HistoryLinks.js";
import { TierToggle } from "./TierToggle.js";
import { useTierFilter } from "./tier-filter.js";

/** /franchises: every active franchise with its GM and teams per tier, filterable by tier (spec 000 §2). */
export default function FranchisesPage() {
  const franchises = useFranchiseList();
  const { tier, toggle } = useTierFilter();
  const ordered = useMemo(() => orderFranchises(franchises.data ?? []), [franchises.data]);

  const title = (
    <PageTitle tab={tier ? `Franchises · ${tier}` : "Franchises"}>
      Franchises
      {franchises.season ? (
        <span className="ml-2 font-normal text-base text-muted">Season {franchises.season}</span>
      ) : null}
    </PageTitle>
  );
  if (franchises.isError)
    return (
      <>
        {title}
        <LoadError error={franchises.error} />
      </>
    );
  if (franchises.isPending)
    return (
      <>
        {title}
        <LoadingScreen />
      </>
    );

  const shown = franchisesInTier(ordered, tier);
  return (
    <>
      {title}
      <HistoryLinks />
      {ordered.length === 0 ? (
        <p className="rounded-md border border-line bg-surface p-6 text-center text-muted">
          No franchises have teams in season {franchises.season} yet.
        </p>
      ) : (
        <>
          <TierFilterBar franchises={ordered} tier={tier} onToggle={toggle} />
          <p className="mb-3 text-muted text-sm" aria-live="polite">
            {tier
              ? `${shown.length} of ${ordered.length} franchises have a ${tier} team`
              : `${ordered.length} franchises`}
          </p>
          {shown.length === 0 ? (
            <p className="rounded-md border border-line bg-surface p-6 text-center text-muted">
              No franchise has a {tier} team in season {franchises.season}.{" "}
              <Button variant="ghost" onClick={() => tier && toggle(tier)}>
                Show all franchises
              </Button>
            </p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {shown.map((franchise) => (
                <li key={franchise.prefix}>
                  <FranchiseCard franchise={franchise} activeTier={tier} onToggleTier={toggle} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

/** One toggle per tier, with how many franchises field a team there; tiers nobody plays in are disabled. */
function TierFilterBar({
  franchises,
  tier,
  onToggle,
}: {
  franchises: readonly ListedFranchise[];
  tier: TierName | null;
  onToggle: (tier: TierName) => void;
}) {
  return (
    <fieldset className="mb-3 flex flex-wrap items-center gap-2">
      <legend className="sr-only">Filter franchises by tier</legend>
      <span aria-hidden className="text-muted text-sm">
        Tier
      </span>
      {TIER_NAMES.map((name) => {
        const count = franchises.filter((f) => teamsPerTier(f.teams)[name] > 0).length;
        return (
          <TierToggle
            key={name}
            tier={name}
            pressed={tier === name}
            disabled={count === 0 && tier !== name}
            onToggle={onToggle}
            label={`${name} ${count}`}
            tooltip={`${count} franchises have a ${name} team. ${tier === name ? "Click to show every franchise" : `Click to show only those`}`}
          />
        );
      })}
    </fieldset>
  );
}
