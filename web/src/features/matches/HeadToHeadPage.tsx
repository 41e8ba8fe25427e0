import { type HeadToHeadResponse, matchDayLabel } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { cx } from "../../components/ui/cx.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { Stat } from "../../components/ui/Stat.js";
import { TierTag } from "../../components/ui/TierTag.js";
import { ApiError } from "../../lib/api-client.js";
import { formatDate, formatDecimal } from "../../lib/format.js";
import { franchisePath, teamPath } from "../../lib/league/franchises.js";
import { mapName } from "../../lib/league/map-name.js";
import { matchPath } from "../../lib/league/match-paths.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { headToHeadQuery } from "../../lib/queries/matches.js";

/** /matches/h2h?teams=A,B: every map the two played against each other, across seasons. */
export default function HeadToHeadPage() {
  const [params] = useSearchParams();
  const teams = params.get("teams") ?? "";
  const named = teams.split(",").filter((t) => t.trim() !== "").length === 2;
  const query = useQuery({ ...headToHeadQuery(teams), enabled: named });
  const title = <PageTitle tab="Head-to-head">Head-to-head</PageTitle>;
  if (!named)
    return (
      <>
        {title}
        <p className="rounded-md border border-line bg-surface p-6 text-center text-muted">
          Name two teams or franchises in the address: <code>/matches/h2h?teams=A,B</code> (team ids, team
          names or franchise prefixes). Each match page links to its teams' head-to-head.
        </p>
      </>
    );
  if (query.isError) {
    const unknown = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        {title}
        {unknown ? (
          <p role="alert" className="rounded-md border border-line bg-surface p-6 text-center text-muted">
            {query.error.message}
          </p>
        ) : (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }
  if (!query.data)
    return (
      <>
        {title}
        <LoadingScreen />
      </>
    );
  return <HeadToHead data={query.data} />;
}

function SideName({ side }: { side: HeadToHeadResponse["sides"][number] }) {
  const to = side.franchise
    ? side.tier
      ? teamPath(side.franchise.prefix, side.name)
      : franchisePath(side.franchise.prefix)
    : undefined;
  return (
    <span className="flex min-w-0 items-center gap-2">
      {side.franchise && (
        <img
          src={`/api/logos/${encodeURIComponent(side.franchise.prefix)}.svg`}
          alt=""
          width={32}
          height={32}
          className="size-8 rounded"
        />
      )}
      <span className="min-w-0 [overflow-wrap:anywhere]">
        {to ? (
          <SelectionLink to={to} className="hover:text-accent hover:underline">
            {side.name}
          </SelectionLink>
        ) : (
          side.name
        )}
        <span className="block font-normal text-muted text-xs">
          {side.tier ? `${side.tier} · ${side.franchise?.name ?? ""}` : "Every tier"}
        </span>
      </span>
    </span>
  );
}

function HeadToHead({ data }: { data: HeadToHeadResponse }) {
  const [a, b] = data.sides;
  const { record } = data;
  return (
    <>
      <PageTitle tab={`${a.name} vs ${b.name}`}>Head-to-head</PageTitle>
      <section aria-label="Record" className="grid gap-4 rounded-md border border-line bg-surface p-4">
        {/* minmax(0, …) and names that break anywhere: two long team names fit a phone. */}
        <h2 className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3 font-bold text-lg">
          <SideName side={a} />
          <span className="num text-2xl" title="Matches won">
            {record.matchWins[0]}–{record.matchWins[1]}
          </span>
          <span className="flex min-w-0 justify-end text-right">
            <SideName side={b} />
          </span>
        </h2>
        {record.maps === 0 ? (
          <p className="text-center text-muted">These two have not played each other.</p>
        ) : (
          <dl className="grid grid-cols-3 gap-2 text-center text-sm">
            <Figure
              label="Matches"
              value={`${record.matchWins[0]}–${record.matchWins[1]}`}
              tooltip={`Matches won of ${record.matches}; a level series counts for neither`}
            />
            <Figure
              label="Maps"
              value={`${record.mapWins[0]}–${record.mapWins[1]}`}
              tooltip={`Maps won of ${record.maps}`}
            />
            <Figure
              label="Avg round diff"
              value={`${record.roundDifference > 0 ? "+" : ""}${formatDecimal(record.roundDifference)}`}
              tooltip={`Mean of ${a.name}'s rounds minus ${b.name}'s, per map`}
            />
          </dl>
        )}
      </section>
      {record.byMap.length > 0 && (
        <section aria-label="Per map" className="mt-6 overflow-x-auto rounded-md border border-line">
          <table className="w-full text-sm">
            <caption className="bg-raised px-3 py-2 text-left font-semibold">Per map</caption>
            <thead className="text-muted text-xs uppercase">
              <tr>
                <th scope="col" className="px-3 py-1 text-left">
                  Map
                </th>
                <th scope="col" className="px-3 py-1 text-right" title="Maps played">
                  Played
                </th>
                <th scope="col" className="px-3 py-1 text-right" title={`Won by ${a.name} – by ${b.name}`}>
                  Record
                </th>
                <th
                  scope="col"
                  className="px-3 py-1 text-right"
                  title={`Mean of ${a.name}'s rounds minus ${b.name}'s`}
                >
                  Round diff
                </th>
              </tr>
            </thead>
            <tbody>
              {record.byMap.map((m) => (
                <tr key={m.mapName} className="border-line border-t">
                  <th scope="row" className="px-3 py-1 text-left font-normal">
                    {mapName(m.mapName)}
                  </th>
                  <td className="px-3 py-1 text-right">
                    <Stat value={String(m.played)} tooltip="Maps played" />
                  </td>
                  <td className="px-3 py-1 text-right">
                    <Stat value={`${m.wins[0]}–${m.wins[1]}`} tooltip={`Won by ${a.name} – by ${b.name}`} />
                  </td>
                  <td className="px-3 py-1 text-right">
                    <Stat value={formatDecimal(m.roundDifference)} tooltip="Mean round difference" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {record.meetings.length > 0 && (
        <section aria-label="Meetings" className="mt-6 grid gap-2">
          <h2 className="font-semibold text-lg">Matches</h2>
          <ul className="divide-y divide-line overflow-hidden rounded-md border border-line bg-surface">
            {record.meetings.map((meeting) => (
              <li key={meeting.id}>
                <SelectionLink
                  to={matchPath(meeting.id)}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm hover:bg-raised/60"
                >
                  <TierTag tier={meeting.tier} />
                  <span className="text-muted">
                    Season {meeting.season} · {matchDayLabel(meeting.matchDay)} ·{" "}
                    {formatDate(meeting.playedAt)}
                  </span>
                  <span className="ml-auto flex flex-wrap gap-3">
                    {meeting.maps.map((m) => (
                      <span
                        key={m.matchId}
                        className={cx("num", m.score[0] > m.score[1] ? "text-good" : "text-bad")}
                      >
                        {m.score[0]}–{m.score[1]} <span className="text-muted">{mapName(m.mapName)}</span>
                      </span>
                    ))}
                  </span>
                </SelectionLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function Figure({ label, value, tooltip }: { label: string; value: string; tooltip: string }) {
  return (
    <div className="rounded bg-raised px-2 py-2">
      <dt className="text-muted text-xs">{label}</dt>
      <dd className="font-semibold text-lg">
        <Stat value={value} tooltip={tooltip} />
      </dd>
    </div>
  );
}
