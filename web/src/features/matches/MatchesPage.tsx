import {
  type MatchDayGroup,
  type MatchesResponse,
  matchDayLabel,
  TIER_NAMES,
  type TierName,
} from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useMemo, useState } from "react";
import { Button } from "../../components/ui/Button.js";
import { cx } from "../../components/ui/cx.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { SelectField } from "../../components/ui/SelectField.js";
import { formatDate } from "../../lib/format.js";
import { useFranchiseList } from "../../lib/league/franchises.js";
import { useSelection } from "../../lib/league/selection.js";
import { matchesQuery } from "../../lib/queries/matches.js";
import { useGrowingCount } from "../../lib/use-growing-count.js";
import { MatchListRow } from "./MatchListRow.js";
import { useMatchesFilter } from "./match-params.js";

const ALL = "all";
/**
 * Played days drawn at first: a whole season of every tier is some 600 rows, whose first render
 * blocked the main thread for a second in Lighthouse; the rest come on request. The page asks the
 * API for only these (a window) until then: the whole season is 350 KB of JSON to parse.
 */
const FIRST_RESULT_DAYS = 3;

/** /matches: a season's results and fixtures by match day (docs/rules.md#results-and-fixtures). */
export default function MatchesPage() {
  const { season, matchType } = useSelection();
  const { filter, set, clear } = useMatchesFilter();
  // The first screen's window, and the whole season once the viewer asks for more of it (for
  // these filters: another filter starts again from its window).
  const view = JSON.stringify([season, matchType, filter]);
  const [wholeFor, setWholeFor] = useState<string>();
  const windowed = useQuery(matchesQuery(season, matchType, filter, FIRST_RESULT_DAYS));
  const whole = useQuery({ ...matchesQuery(season, matchType, filter), enabled: wholeFor === view });
  const query = wholeFor === view && (whole.data || whole.isError) ? whole : windowed;
  // The answer is drawn in a background render React splits into short tasks: drawn the moment
  // it arrives (a query's update renders synchronously), its first rows were one task of 120 ms
  // on a 4× slower phone, most of the page's blocking time (issue #21).
  // The filters it was asked with go along, so the days list keyed by them is not drawn again
  // with the old answer when a filter changes.
  const answer = useMemo(() => ({ data: query.data, view }), [query.data, view]);
  const { data, view: drawnView } = useDeferredValue(answer);
  const franchises = useFranchiseList();

  const filters = (
    <fieldset className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
      <legend className="sr-only">Filters</legend>
      <SelectField<TierName | typeof ALL>
        label="Tier"
        value={filter.tier ?? ALL}
        options={[
          { value: ALL, label: "All tiers" },
          ...TIER_NAMES.map((tier) => ({ value: tier, label: tier })),
        ]}
        onChange={(tier) => set("tier", tier === ALL ? undefined : tier)}
      />
      <SelectField
        label="Franchise"
        fixedWidth
        value={filter.franchise?.toUpperCase() ?? ALL}
        options={[
          { value: ALL, label: "All franchises" },
          ...(franchises.data ?? [])
            .map((f) => ({ value: f.prefix.toUpperCase(), label: f.name }))
            .sort((a, b) => a.label.localeCompare(b.label)),
          // A franchise named in the address but not (yet) in the list stays selectable.
          ...(filter.franchise &&
          !franchises.data?.some((f) => f.prefix.toUpperCase() === filter.franchise?.toUpperCase())
            ? [{ value: filter.franchise.toUpperCase(), label: filter.franchise }]
            : []),
        ]}
        onChange={(prefix) => set("franchise", prefix === ALL ? undefined : prefix)}
      />
      <SelectField
        label="Show"
        value={filter.status ?? ALL}
        options={[
          { value: ALL, label: "Results and fixtures" },
          { value: "played", label: "Results" },
          { value: "upcoming", label: "Fixtures" },
        ]}
        onChange={(status) => set("status", status === ALL ? undefined : status)}
      />
    </fieldset>
  );
  const title = (
    <PageTitle tab="Matches">
      Matches
      {season !== null && (
        <span className="ml-2 font-normal text-base text-muted">
          Season {season} · {matchType}
        </span>
      )}
    </PageTitle>
  );

  if (query.isError)
    return (
      <>
        {title}
        {filters}
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  if (!data)
    return (
      <>
        {title}
        {filters}
        <LoadingScreen />
      </>
    );
  const { next, results, later, resultDays, laterDays } = data;
  const empty = !next && resultDays === 0 && laterDays === 0;
  return (
    <>
      {title}
      {filters}
      {empty ? (
        <div className="rounded-md border border-line bg-surface p-6 text-center text-muted">
          <p>
            No {matchType} matches in season {season} with these filters.
          </p>
          {Object.keys(filter).length > 0 && (
            <Button className="mt-3" onClick={clear}>
              Clear the filters
            </Button>
          )}
        </div>
      ) : (
        <MatchDays
          // A new filter or season starts again from its first screen.
          key={drawnView}
          next={next}
          results={results}
          later={later}
          resultDays={resultDays}
          laterDays={laterDays}
          onMore={() => setWholeFor(view)}
          loadingMore={wholeFor === view && !whole.data}
        />
      )}
    </>
  );
}

/** Rows drawn in the first render: a phone's first screen and some; the rest follow in slices. */
const FIRST_ROWS = 16;
/** Rows added per slice once the first screen is painted (each slice a short task on a phone). */
const SLICE_ROWS = 24;

/**
 * The next day, the results (the newest few days until asked for all) and the later fixtures.
 * Their rows are drawn a slice at a time (useGrowingCount): the first days of every tier are some
 * 300 rows, whose one render blocked a phone's main thread for half a second (issue #21).
 */
function MatchDays({
  next,
  results,
  later,
  resultDays,
  laterDays,
  onMore,
  loadingMore,
}: Omit<MatchesResponse, "season" | "matchType" | "lastUpdate"> & {
  /** Asks for the days the window left out (a button below shows them). */
  onMore: () => void;
  loadingMore: boolean;
}) {
  const [allResults, setAllResults] = useState(false);
  const [showLater, setShowLater] = useState(false);
  const shownResults = allResults ? results : results.slice(0, FIRST_RESULT_DAYS);
  const shownLater = showLater ? later : [];
  const days = [...(next ? [next] : []), ...shownResults, ...shownLater];
  const total = days.reduce((rows, day) => rows + day.matches.length, 0);
  const drawn = useGrowingCount(total, FIRST_ROWS, SLICE_ROWS);
  // Each day's share of the rows drawn so far, in page order.
  const rowsOf = new Map<MatchDayGroup, number>();
  let left = drawn;
  for (const day of days) {
    rowsOf.set(day, Math.min(left, day.matches.length));
    left = Math.max(0, left - day.matches.length);
  }
  const dayOf = (day: MatchDayGroup, props: { heading?: string; highlighted?: boolean } = {}) => {
    const rows = rowsOf.get(day) ?? 0;
    return rows > 0 && <Day key={day.matchDay} day={day} rows={rows} {...props} />;
  };
  const complete = drawn >= total;
  // Nothing is drawn below the row being reached: a heading there would be pushed down by each
  // slice, a layout shift when it is on screen.
  const reached = (day: MatchDayGroup | undefined) => day !== undefined && (rowsOf.get(day) ?? 0) > 0;
  const laterReached = showLater ? reached(later[0]) : complete;
  return (
    // At least a screen tall, as the loading screen before it: the first slice of rows is shorter
    // than a desktop's screen, so the page shrank and grew again under the footer, and with it
    // the desktop's scroll bar came and went, moving every row sideways (CLS 0.22, issue #21).
    <div className="grid min-h-screen content-start gap-6" aria-busy={!complete || loadingMore}>
      {next && dayOf(next, { heading: "Next up", highlighted: true })}
      {reached(shownResults[0]) && (
        <Section title="Results">
          {shownResults.map((day) => dayOf(day))}
          {complete && !allResults && resultDays > FIRST_RESULT_DAYS && (
            <Button
              className="justify-self-center"
              onClick={() => {
                setAllResults(true);
                onMore();
              }}
            >
              Show all {resultDays} played match days
            </Button>
          )}
        </Section>
      )}
      {laterDays > 0 && laterReached && (
        <Section title="Later fixtures">
          {showLater ? (
            later.map((day) => dayOf(day))
          ) : (
            <Button
              className="justify-self-start"
              onClick={() => {
                setShowLater(true);
                onMore();
              }}
            >
              Show {laterDays} more match days
            </Button>
          )}
        </Section>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-4">
      <h2 className="font-semibold text-lg">{title}</h2>
      {children}
    </section>
  );
}

/** About a day's heading and a row of one map on a phone: the size a day keeps while off screen. */
const DAY_HEADING_PX = 36;
const ROW_PX = 42;

/**
 * One match day: its label, its date (the first match's, in the viewer's time zone), its matches
 * (the first `rows` of them, while the list is being drawn).
 */
function Day({
  day,
  rows,
  heading,
  highlighted,
}: {
  day: MatchDayGroup;
  rows: number;
  heading?: string;
  highlighted?: boolean;
}) {
  const first = day.matches[0];
  const label = matchDayLabel(day.matchDay);
  return (
    <section
      aria-label={heading ? `${heading}: ${label}` : label}
      className={cx(
        "overflow-hidden rounded-md border bg-surface [content-visibility:auto]",
        highlighted ? "border-accent" : "border-line",
      )}
      // Off screen, a day is neither laid out nor painted (content-visibility): each slice of
      // rows added below the first screen then costs a phone little. Until it is, it keeps about
      // its height, so the page's height and the scroll bar stay close to true.
      style={{ containIntrinsicSize: `auto ${DAY_HEADING_PX + rows * ROW_PX}px` }}
    >
      <h3
        className={cx(
          "flex flex-wrap items-baseline justify-between gap-2 px-3 py-2 text-sm",
          highlighted ? "bg-accent/15" : "bg-raised",
        )}
      >
        <span className="font-semibold">
          {heading && <span className="mr-2 text-accent uppercase tracking-wide">{heading}</span>}
          {label}
        </span>
        {first && (
          <time dateTime={first.scheduledDate} className="text-muted text-xs">
            {formatDate(first.scheduledDate)}
          </time>
        )}
      </h3>
      <ul className="divide-y divide-line">
        {day.matches.slice(0, rows).map((match) => (
          <MatchListRow key={match.id} match={match} />
        ))}
      </ul>
    </section>
  );
}
