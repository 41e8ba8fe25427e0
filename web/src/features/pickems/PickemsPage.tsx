import { PICKEM_ANONYMOUS_TIER, TIER_NAMES, type TierName } from "@fragboard/core";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { useSelection } from "../../lib/league/selection.js";
import { loginHref, sessionOf, useMe } from "../../lib/session.js";
import { DayCards } from "./DayCards.js";
import { PickemsControls } from "./PickemsControls.js";
import { PickemsStandings } from "./PickemsStandings.js";
import { RulesDialog } from "./RulesDialog.js";
import { SaveBar } from "./SaveBar.js";
import { TierChooser } from "./TierChooser.js";
import { useMatchDays } from "./use-match-days.js";
import { usePickSheet } from "./use-pick-sheet.js";
import { usePickemsParams } from "./use-pickems-params.js";

/**
 * /pickems (docs/rules.md#pickems): the regular-season matches of a tier, one card per day, for
 * the signed-in member to pick; visitors see them read-only and are asked to log in.
 */
export default function PickemsPage() {
  const me = useMe();
  const { user, player } = sessionOf(me.data);
  const location = useLocation();
  const { season, currentSeason } = useSelection();
  const [params, change] = usePickemsParams();
  const sheet = usePickSheet(user?.discordId ?? null, season);
  const [chosenTier, setChosenTier] = useState<TierName | null>(null);

  const savedTier = sheet.sheet.data?.tier ?? null;
  const playerTier = TIER_NAMES.find((t) => t === player?.tier) ?? null;
  // The saved tier, else the league tier, else the one chosen here (API.md §7.16).
  const myTier = user ? (savedTier ?? playerTier ?? chosenTier) : null;
  const viewTier = params.tier ?? myTier ?? PICKEM_ANONYMOUS_TIER;

  const days = useMatchDays(season, viewTier);

  const mustChoose = user !== null && sheet.sheet.isSuccess && savedTier === null && playerTier === null;
  const editable = user !== null && myTier !== null && myTier === viewTier && season === currentSeason;
  const error = me.error ?? days.error ?? sheet.sheet.error;
  // A member's cards wait for his saved picks (and tier): drawn before, they showed nothing picked.

  return (
    <div>
      <PageTitle
        tab="Pickems"
        aside={
          <div className="flex items-center gap-2">
            <Link to="/pickems/explorer" className="text-accent text-sm hover:underline">
              Pickems explorer
            </Link>
            <RulesDialog />
          </div>
        }
      >
        Pickems
      </PageTitle>
      {error ? (
        <LoadError error={error} />
      ) : me.isPending || sheet.sheet.isLoading || !days.loaded || days.now === null ? (
        <LoadingScreen />
      ) : (
        <>
          {!user && (
            <p className="mb-4 rounded border border-line bg-surface p-3 text-sm">
              <a
                href={loginHref(location.pathname + location.search)}
                className="font-semibold text-accent underline"
              >
                Log in
              </a>{" "}
              to make your picks. Here are the {viewTier} matches and what everyone picked.
            </p>
          )}
          {mustChoose && <TierChooser chosen={chosenTier} onChoose={setChosenTier} />}
          {user && myTier && (
            <SaveBar
              tier={myTier}
              savedTier={savedTier}
              viewTier={viewTier}
              dateUpdated={sheet.sheet.data?.dateUpdated ?? null}
              historical={season !== currentSeason}
              sheet={sheet}
              now={days.now}
              onViewOwnTier={() => change({ tier: null })}
            />
          )}
          <PickemsControls params={params} tier={viewTier} onChange={change} />
          <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
            <DayCards
              cards={days.cards}
              timeframes={params.weeks}
              picks={user ? sheet.picks : {}}
              winners={days.winners}
              consensus={days.consensus}
              now={days.now}
              onPick={editable ? sheet.choose : undefined}
            />
            <PickemsStandings season={season} tier={viewTier} />
          </div>
          {sheet.leaveDialog}
        </>
      )}
    </div>
  );
}
