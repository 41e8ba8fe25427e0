import { calendarPaths, TIER_NAMES, type TierName } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { CalendarLink } from "../../components/ui/CalendarLink.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { Stat } from "../../components/ui/Stat.js";
import { Switch } from "../../components/ui/Switch.js";
import { Tabs } from "../../components/ui/Tabs.js";
import { useSelection } from "../../lib/league/selection.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { standingsQuery } from "../../lib/queries/standings.js";
import { StandingsJson, useSeesStandingsJson } from "./StandingsJson.js";
import { StandingsTable } from "./StandingsTable.js";
import { shownTier, useStandingsParams } from "./standings-params.js";
import { TieBreakers } from "./TieBreakers.js";

/** The spec's empty state (spec 000 §2 "Standings"). */
export const notStartedMessage = (season: number) =>
  `Season ${season} hasn't started yet! Check back after Match Day 1.`;

/**
 * /standings?q={tier}: each tier's table computed on the server (docs/api.md#standings), the
 * playoff line, the tie-breakers, and Elo under "Show Extras".
 */
export default function StandingsPage() {
  const { season } = useSelection();
  const params = useStandingsParams();
  const query = useQuery(standingsQuery(season));
  const seesJson = useSeesStandingsJson();

  const tiers = query.data?.tiers ?? [];
  const withGames = tiers.filter((t) => t.rows.length > 0).map((t) => t.tier);
  const tier = shownTier(params.tier, withGames);

  const title = (
    <PageTitle
      tab={query.data && withGames.length > 0 ? `Standings · ${tier}` : "Standings"}
      aside={
        <div className="flex flex-wrap gap-2">
          {season !== null && withGames.length > 0 ? (
            <CalendarLink
              href={calendarPaths.tier(tier, season)}
              label={`${tier}'s matches of season ${season}`}
            />
          ) : (
            // Its place is kept while the standings load: arriving, it pushed the Pickems link
            // onto a line of its own on a phone, moving the page down (a layout shift).
            !query.data && !query.isError && <CalendarLink href="" label="" className="invisible" />
          )}
          <SelectionLink
            to="/pickems"
            className="rounded border border-accent px-3 py-1.5 text-accent text-sm hover:bg-accent/10"
          >
            Take me to Pickems!
          </SelectionLink>
        </div>
      }
    >
      Standings
    </PageTitle>
  );
  if (query.isError)
    return (
      <>
        {title}
        <LoadError error={query.error} />
      </>
    );
  if (!query.data || season === null)
    return (
      <>
        {title}
        <LoadingScreen />
      </>
    );
  if (withGames.length === 0)
    return (
      <>
        {title}
        <p className="rounded-md border border-line bg-surface p-6 text-center text-muted">
          {notStartedMessage(season)}
        </p>
      </>
    );

  return (
    <>
      {title}
      <Tabs<TierName>
        label="Tier"
        value={tier}
        onChange={params.setTier}
        tabs={TIER_NAMES.map((name) => {
          const standings = tiers.find((t) => t.tier === name);
          return {
            value: name,
            label: name,
            content:
              standings && standings.rows.length > 0 ? (
                <>
                  <div className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1">
                    <p className="text-muted text-sm">
                      Season {season} ·{" "}
                      <span className="text-ink">
                        Match Day{" "}
                        <Stat
                          value={String(standings.matchDay)}
                          tooltip={`The first-placed team has played ${standings.matchDay} regular-season maps`}
                        />
                      </span>
                    </p>
                    <span className="ml-auto">
                      <Switch
                        label="Show Extras"
                        checked={params.extras}
                        onChange={params.toggleExtras}
                        tooltip="Show the standings Elo column"
                      />
                    </span>
                  </div>
                  <StandingsTable standings={standings} extras={params.extras} />
                  <TieBreakers standings={standings} extras={params.extras} />
                  {seesJson && <StandingsJson standings={standings} />}
                </>
              ) : (
                <p className="rounded-md border border-line bg-surface p-6 text-center text-muted">
                  {notStartedMessage(season)}
                </p>
              ),
          };
        })}
      />
    </>
  );
}
