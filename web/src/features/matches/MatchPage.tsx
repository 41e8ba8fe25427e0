import { type MatchResponse, matchDayLabel } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, useDeferredValue, useMemo } from "react";
import { useParams } from "react-router";
import { cx } from "../../components/ui/cx.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { MatchupPanel } from "../../components/ui/MatchupPanel.js";
import { Stat } from "../../components/ui/Stat.js";
import { TierTag } from "../../components/ui/TierTag.js";
import { ApiError } from "../../lib/api-client.js";
import { useDocumentTitle } from "../../lib/document-title.js";
import { formatDayTime } from "../../lib/format.js";
import { mapName } from "../../lib/league/map-name.js";
import { headToHeadPath } from "../../lib/league/match-paths.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { matchQuery } from "../../lib/queries/matches.js";
import { DeferredPanel } from "./DeferredPanel.js";
import { Highlights, TeamLines } from "./MapSummary.js";
import { useMatchView } from "./match-params.js";
import { Scoreboard } from "./Scoreboard.js";
import { TeamBadge } from "./TeamBadge.js";

// Below the fold on a first visit: their code and render wait until scrolled near (issue #21).
const RoundTimeline = lazy(async () => ({ default: (await import("./RoundTimeline.js")).RoundTimeline }));
const EconomyChart = lazy(async () => ({ default: (await import("./EconomyChart.js")).EconomyChart }));

/**
 * Heights the deferred panels hold before they load, their usual ones (measured): the timeline's
 * marks and its hint, two lines on a phone (a pinned round's kill feed loads with the page), the
 * chart's legend and drawing.
 */
const TIMELINE_HEIGHT = "min-h-[112px] sm:min-h-[92px]";
const ECONOMY_HEIGHT = "min-h-[248px]";

/** /matches/{id}?map=2&round=14: one match, shareable (docs/api.md#match). */
export default function MatchPage() {
  const { id = "" } = useParams();
  const query = useQuery(matchQuery(id));
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <MatchNotFound id={id} />;
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <LoadingScreen />;
  return <MatchView page={query.data} id={id} />;
}

function MatchNotFound({ id }: { id: string }) {
  useDocumentTitle("Match not found");
  return (
    <div className="py-16 text-center">
      <h1 className="font-black text-6xl text-accent">404</h1>
      <p className="mt-2 text-muted">There is no match with the id “{id}”.</p>
      <p className="mt-6">
        <SelectionLink to="/matches" className="rounded border border-line px-4 py-2 hover:bg-raised">
          All matches
        </SelectionLink>
      </p>
    </div>
  );
}

const score = (page: MatchResponse) =>
  page.match.maps.length === 1
    ? `${page.match.maps[0]?.homeScore}–${page.match.maps[0]?.awayScore}`
    : `${page.match.maps.filter((m) => m.homeScore > m.awayScore).length}–${page.match.maps.filter((m) => m.awayScore > m.homeScore).length}`;

function MatchView({ page, id }: { page: MatchResponse; id: string }) {
  const { match } = page;
  const view = useMatchView(
    page.maps.map((m) => m.mapNumber),
    page.maps.find((m) => m.matchId === id)?.mapNumber,
  );
  const map = page.maps.find((m) => m.mapNumber === view.map);
  const played = match.maps.length > 0;
  useDocumentTitle(
    `${match.home.name} ${played ? score(page) : "vs"} ${match.away.name} · ${matchDayLabel(match.matchDay)}`,
  );
  const series = match.maps.length > 1;
  return (
    <article className="grid gap-6">
      <header
        className="grid gap-3 rounded-md border border-line bg-surface p-4"
        style={{ borderTopColor: page.tierColor ?? undefined, borderTopWidth: 4 }}
      >
        <p className="flex flex-wrap items-center gap-2 text-muted text-sm">
          <TierTag tier={match.tier} />
          <span>Season {match.season}</span>
          <span>· {matchDayLabel(match.matchDay)}</span>
          <span>
            · <time dateTime={match.scheduledDate}>{formatDayTime(match.scheduledDate)}</time>
          </span>
          {match.status === "in-progress" && <span className="text-accent">· Being played</span>}
        </p>
        {/* Below 420 px a column beside the score is ~100 px, narrower than a one-word name
            ("Thoroughbreds"): the teams and the score stack instead of a name breaking mid-word. */}
        <h1 className="grid grid-cols-1 justify-items-center gap-1 font-bold text-lg min-[420px]:grid-cols-[1fr_auto_1fr] min-[420px]:items-center min-[420px]:justify-items-stretch min-[420px]:gap-3 sm:text-2xl">
          <TeamBadge
            team={match.home}
            align="right"
            wrap
            className={cx(match.winner === "away" && "text-muted")}
          />
          <span className="num text-2xl sm:text-3xl" title={series ? "Maps won" : "Rounds won"}>
            {played ? score(page) : "vs"}
          </span>
          <TeamBadge team={match.away} wrap className={cx(match.winner === "home" && "text-muted")} />
        </h1>
        <p className="flex flex-wrap justify-between gap-2 text-muted text-xs">
          <span>{match.home.franchise?.name ?? ""}</span>
          <span>{match.away.franchise?.name ?? ""}</span>
        </p>
        {series && (
          <ul className="flex flex-wrap justify-center gap-3 text-sm" aria-label="Maps of the series">
            {match.maps.map((m) => (
              <li key={m.matchId}>
                Map {m.mapNumber} {mapName(m.mapName)}{" "}
                <Stat
                  value={`${m.homeScore}–${m.awayScore}`}
                  tooltip={`${match.home.name} – ${match.away.name}`}
                />
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-3 text-sm">
          {match.home.id && match.away.id && (
            <SelectionLink
              to={headToHeadPath(match.home.id, match.away.id)}
              className="text-accent hover:underline"
            >
              Head-to-head
            </SelectionLink>
          )}
          {page.demoUrl && (
            <a href={page.demoUrl} className="text-accent hover:underline">
              Demo
            </a>
          )}
          {page.connect && (
            <code
              className="rounded bg-raised px-2 py-0.5 text-xs"
              title="The game server, while the match is on"
            >
              {page.connect}
            </code>
          )}
        </div>
      </header>

      {page.veto.length > 0 && <Veto page={page} />}

      {!map ? (
        <p className="rounded-md border border-line bg-surface p-6 text-center text-muted">
          {played ? "This map's data is not available." : "Match hasn't been played yet."}
        </p>
      ) : (
        <>
          {page.maps.length > 1 && (
            <nav aria-label="Maps" className="flex flex-wrap gap-2">
              {page.maps.map((m) => (
                <button
                  key={m.matchId}
                  type="button"
                  aria-pressed={m.mapNumber === map.mapNumber}
                  onClick={() => view.setMap(m.mapNumber)}
                  className={cx(
                    "rounded border px-3 py-1.5 text-sm",
                    m.mapNumber === map.mapNumber
                      ? "border-accent bg-accent/15"
                      : "border-line hover:bg-raised",
                  )}
                >
                  Map {m.mapNumber}: {mapName(m.mapName)}
                </button>
              ))}
            </nav>
          )}
          <MapView page={page} map={map} pinned={view.round} onPin={view.setRound} />
        </>
      )}
    </article>
  );
}

function MapView({
  page,
  map,
  pinned,
  onPin,
}: {
  page: MatchResponse;
  map: MatchResponse["maps"][number];
  pinned: number | undefined;
  onPin: (round: number | undefined) => void;
}) {
  // One array per map: the panels below are memoised on it (pinning a round re-renders this).
  const order = useMemo(() => [map.homeTeam, map.homeTeam === 0 ? 1 : 0] as const, [map.homeTeam]);
  // The panels below the fold on a first visit are drawn by a background render after the first
  // screen's (React splits it into short tasks): drawn with the answer, the whole page was one
  // task of 140 ms on a 4× slower phone (issue #21). The first screen (header, veto, team lines:
  // the largest paint) still comes with the answer, and its layout and paint are only its own.
  const lower = useDeferredValue(true, false);
  return (
    <section aria-label={`Map ${map.mapNumber}: ${mapName(map.mapName)}`} className="grid gap-6">
      <h2 className="font-semibold text-xl">
        {mapName(map.mapName)}{" "}
        <span className="num text-muted">
          {map.teams[order[0]].score}–{map.teams[order[1]].score}
        </span>
      </h2>
      <TeamLines map={map} order={order} />
      <DeferredPanel
        id="rounds"
        title="Round by round"
        reserve={TIMELINE_HEIGHT}
        eager={pinned !== undefined}
      >
        <RoundTimeline map={map} order={order} pinned={pinned} onPin={onPin} />
      </DeferredPanel>
      <DeferredPanel id="economy" title="Economy" reserve={ECONOMY_HEIGHT}>
        <EconomyChart map={map} order={order} />
      </DeferredPanel>
      {lower ? (
        <>
          <Panel title="Scoreboard">
            <Scoreboard map={map} order={order} />
          </Panel>
          <Panel title="Highlights">
            <Highlights map={map} />
          </Panel>
          <Panel title="Matchup">
            <MatchupPanel matchup={map.matchup} teams={[map.teams[0].name, map.teams[1].name]} />
          </Panel>
          {page.match.matchType === "Combine" && (
            <p className="text-muted text-xs">A combine map: its teams were put together for the night.</p>
          )}
        </>
      ) : (
        // A screen's height until then, as they take at least: on a tall screen the footer and
        // the desktop's scroll bar would otherwise move when they arrive (a layout shift).
        <div aria-hidden className="min-h-screen" />
      )}
    </section>
  );
}

/**
 * A lower panel of the map: off screen it is neither laid out nor painted (content-visibility),
 * keeping about its usual height, so the first screen's layout does not include the scoreboard's
 * table and the highlights (issue #21).
 */
function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section
      aria-label={title}
      className="grid gap-2 [contain-intrinsic-height:auto_400px] [content-visibility:auto]"
    >
      <h2 className="font-semibold text-lg">{title}</h2>
      {children}
    </section>
  );
}

/** The veto in order: who banned and picked which map, and the decider. */
function Veto({ page }: { page: MatchResponse }) {
  const { match } = page;
  const teamName = (teamId: string | null) =>
    teamId === match.home.id ? match.home.name : teamId === match.away.id ? match.away.name : null;
  return (
    <section aria-label="Veto" className="grid gap-2">
      <h2 className="font-semibold text-lg">Veto</h2>
      <ol className="flex flex-wrap gap-2 text-sm">
        {page.veto.map((step, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the veto's order is its identity
            key={i}
            className={cx(
              "rounded border px-2 py-1",
              step.action === "ban" ? "border-bad/40 bg-bad/10" : "border-good/40 bg-good/10",
            )}
          >
            <span className="text-muted">{i + 1}.</span> {teamName(step.teamId) ?? ""}{" "}
            <span className="font-semibold">
              {step.action === "ban"
                ? "banned"
                : step.action === "pick"
                  ? "picked"
                  : step.action === "decider"
                    ? "decider"
                    : "played"}
            </span>{" "}
            {mapName(step.map)}
          </li>
        ))}
      </ol>
    </section>
  );
}
