import { pickemsPoints } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { Stat } from "../../components/ui/Stat.js";
import { TierTag } from "../../components/ui/TierTag.js";
import { useSelection } from "../../lib/league/selection.js";
import { useAuthorNames } from "../../lib/league/use-author-names.js";
import { pickemsSearchQuery, pickemsSheetQuery } from "../../lib/queries/pickems.js";
import { DayCards } from "./DayCards.js";
import { PickemsControls } from "./PickemsControls.js";
import { useMatchDays } from "./use-match-days.js";
import { usePickemsParams } from "./use-pickems-params.js";

/** /pickems/explorer/:id: one member's picks of the season, read-only, green or red once played. */
export default function ExplorerMemberPage() {
  const discordId = useParams().id ?? null;
  const { season } = useSelection();
  const names = useAuthorNames();
  const [params, change] = usePickemsParams();
  const sheet = useQuery(pickemsSheetQuery(discordId, season));
  const tier = sheet.data?.tier ?? null;
  const days = useMatchDays(season, tier);
  const pickers = useQuery(pickemsSearchQuery(season)).data;
  // The server's name for those who picked this season; a league player who did not is named by the roster.
  const name = discordId
    ? (pickers?.find((p) => p.discordId === discordId)?.name ??
      names.get(discordId) ??
      `Discord user ${discordId}`)
    : "";
  const picks = sheet.data?.pickems ?? {};
  const points = pickemsPoints(picks, days.winners);
  const picked = Object.values(picks).filter(Boolean).length;

  const error = sheet.error ?? days.error;
  return (
    <div>
      <PageTitle
        tab={`${name} · Pickems`}
        aside={
          <Link to="/pickems/explorer" className="text-accent text-sm hover:underline">
            All pickers
          </Link>
        }
      >
        {name}'s picks
      </PageTitle>
      {error ? (
        <LoadError error={error} />
      ) : !sheet.data || !days.loaded || days.now === null ? (
        <LoadingScreen />
      ) : !tier ? (
        <p className="py-8 text-center text-muted">
          {name} has saved no picks in season {season}.
        </p>
      ) : (
        <>
          <p className="mb-3 flex flex-wrap items-center gap-3 text-sm">
            <TierTag tier={tier} />
            <Stat value={`${points} points`} tooltip={`${points} correct picks of played matches`} />
            <Stat value={`${picked} picks`} tooltip={`${picked} matches picked this season`} />
          </p>
          <PickemsControls params={params} tier={tier} onChange={change} tierChoice={false} />
          <DayCards
            cards={days.cards}
            timeframes={params.weeks}
            picks={picks}
            winners={days.winners}
            consensus={days.consensus}
            now={days.now}
          />
        </>
      )}
    </div>
  );
}
