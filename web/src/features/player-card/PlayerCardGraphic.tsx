import { PLAYER_TYPE_ABBREVIATIONS } from "@fragboard/core";
import { type Ref, useMemo } from "react";
import { cx } from "../../components/ui/cx.js";
import { RatingBars } from "../../components/ui/RatingBars.js";
import { Stat } from "../../components/ui/Stat.js";
import { formatDecimal, formatFraction, formatInteger } from "../../lib/format.js";
import { playerStanding, type ViewedPlayer } from "../../lib/league/player-standing.js";
import { tierColour } from "../../lib/league/tier-colour.js";
import { useExtendedStats } from "../../lib/league/use-extended-stats.js";
import { useNoveltyRoles } from "../../lib/league/use-novelty-roles.js";
import { STAT_DESCRIPTIONS } from "../../lib/stat-descriptions.js";
import { CardPies } from "./CardPies.js";
import { FUN_FACTS_SHOWN, funFactCandidates, pickFunFacts } from "./fun-facts.js";
import { TeamLogo } from "./TeamLogo.js";
import { TrendColumn } from "./TrendColumn.js";

/** The card's size: the usual link-preview image (spec 000 "Player card"). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * The shareable player card graphic. As a card it is drawn at 1200×630, so the PNG export is
 * exactly that size, and `PlayerCardPanel` shrinks it to fit; `compact`, the same content flows
 * down one column at the width it is given, for a phone, where the shrunk card would be too
 * small to read. `seed` picks the four fun facts, so both forms of one card show the same.
 */
export function PlayerCardGraphic({
  viewed,
  ref,
  seed,
  compact = false,
  testId = "player-card",
  nameHeading: Name = "h2",
}: {
  viewed: ViewedPlayer;
  ref?: Ref<HTMLDivElement>;
  seed: number;
  compact?: boolean;
  /** The off-screen copy drawn only for the export has its own, so tests find the one shown. */
  testId?: string;
  /** h1 where the card is the page (/graphics/players/{id}), h2 inside the player page. */
  nameHeading?: "h1" | "h2";
}) {
  const { player, line, players, season, matchType } = viewed;
  const noveltyRoles = useNoveltyRoles();
  const standing = useMemo(
    () => playerStanding(players, player, line, noveltyRoles),
    [players, player, line, noveltyRoles],
  );
  const extendedStats = useExtendedStats(season, matchType);
  const extended = extendedStats.data?.get(player.name);
  // Facts wait for the extended stats (or their failure) so the four shown do not change under the reader.
  const factsReady = !extendedStats.isPending;
  const facts = useMemo(
    () =>
      factsReady
        ? pickFunFacts(
            funFactCandidates({ viewed: line.stats, primary: player.stats ?? line.stats, extended }),
            seed,
          )
        : [],
    [factsReady, line.stats, player.stats, extended, seed],
  );
  const stats = line.stats;
  const short = player.team?.franchise.prefix ?? (player.type && PLAYER_TYPE_ABBREVIATIONS[player.type]);
  const colour = tierColour(line.tier);
  const figures = [
    { label: "Maps played", value: formatInteger(stats.gameCount), tooltip: STAT_DESCRIPTIONS.gameCount },
    { label: "Damage / round", value: formatDecimal(stats.adr, 1), tooltip: STAT_DESCRIPTIONS.adr },
    { label: "Impact", value: formatDecimal(stats.impact), tooltip: STAT_DESCRIPTIONS.impact },
    { label: "Enemies flashed", value: formatDecimal(stats.ef, 1), tooltip: STAT_DESCRIPTIONS.ef },
    { label: "CT rating", value: formatDecimal(stats.ctRating), tooltip: STAT_DESCRIPTIONS.ctRating },
    { label: "T rating", value: formatDecimal(stats.TRating), tooltip: STAT_DESCRIPTIONS.TRating },
    { label: "KAST", value: formatFraction(stats.kast), tooltip: STAT_DESCRIPTIONS.kast },
    { label: "Utility damage", value: formatDecimal(stats.utilDmg, 1), tooltip: STAT_DESCRIPTIONS.utilDmg },
  ];

  return (
    <div
      ref={ref}
      data-testid={testId}
      className={cx(
        "relative flex flex-col overflow-hidden bg-bg text-ink",
        compact ? "rounded-md p-4 pl-5" : "p-8",
      )}
      style={{
        ...(compact ? {} : CARD_SIZE),
        backgroundImage: `radial-gradient(circle at 0% 0%, ${colour}33, transparent 45%), linear-gradient(160deg, #121722, #0a0d13)`,
      }}
    >
      <div className="absolute inset-y-0 left-0 w-2" style={{ backgroundColor: colour }} />
      <header className={cx("flex items-center", compact ? "flex-wrap gap-3" : "gap-6")}>
        <TeamLogo prefix={player.team?.franchise.prefix} avatarUrl={player.avatarUrl} name={player.name} />
        {/* Compact, the name's block is as wide as its content and wraps under the logo when that
            does not fit beside it: a 160 px basis kept it beside the logo at 390 px, where a long
            name then broke mid-word. */}
        <div className={cx("min-w-0", compact ? "flex-auto" : "flex-1")}>
          <Name
            className={cx(
              "font-black tracking-tight",
              compact ? "break-words text-3xl" : "truncate text-6xl",
            )}
          >
            {player.name}
          </Name>
          <p
            className={cx(
              "mt-2 flex items-center",
              compact ? "flex-wrap gap-x-2 gap-y-1 text-base" : "gap-3 text-xl",
            )}
          >
            {short && <span className="rounded bg-line px-2 font-bold">{short}</span>}
            <span className="font-semibold" style={{ color: colour }}>
              {line.tier}
              {!line.primary && " (sub)"}
            </span>
            <span className="text-muted">·</span>
            <span>{standing.role}</span>
            {standing.rankLabel && (
              <>
                <span className="text-muted">·</span>
                <span className="text-muted">{standing.rankLabel}</span>
              </>
            )}
          </p>
        </div>
        <div className={compact ? "w-full" : "text-right"}>
          <p className="font-bold text-3xl">
            <Stat
              value={`~${formatDecimal(stats.hltvTwoPointO)}`}
              tooltip={STAT_DESCRIPTIONS.hltvTwoPointO}
            />
            <span className="ml-1 font-normal text-base text-muted">HLTV</span>
          </p>
          <p className="text-muted">
            Season {season} · {matchType}
          </p>
        </div>
      </header>

      <div
        className={cx(
          "grid",
          compact ? "mt-4 gap-4" : "mt-6 min-h-0 flex-1 grid-cols-[1fr_250px_200px] gap-6",
        )}
      >
        <div className="grid min-w-0 content-start gap-5">
          <dl className={cx("grid gap-2", compact ? "grid-cols-2" : "grid-cols-4")}>
            {figures.map((figure) => (
              <div key={figure.label} className="rounded-md bg-white/5 px-3 py-2">
                {/* Compact, a label wraps ("Damage / round" was cut to "Damage / ro…" at 320 px). */}
                <dt className={cx("text-muted text-sm", !compact && "truncate")}>{figure.label}</dt>
                <dd className="font-bold text-2xl">
                  <Stat value={figure.value} tooltip={figure.tooltip} />
                </dd>
              </div>
            ))}
          </dl>
          <RatingBars bars={standing.bars} stats={stats} tier={line.tier} />
          <ul aria-label="Fun facts" className={cx("grid gap-2 text-sm", !compact && "grid-cols-2")}>
            {facts.map((fact) => (
              <li key={fact} className="rounded-md border border-line bg-white/[0.03] px-3 py-2">
                {fact}
              </li>
            ))}
            {/* A line's place for each fact while they wait for the extended stats: arriving,
                they pushed the doughnuts below them down on a phone (a layout shift). */}
            {!factsReady &&
              Array.from({ length: FUN_FACTS_SHOWN }, (_, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike
                  key={index}
                  aria-hidden
                  className="rounded-md border border-line bg-white/[0.03] px-3 py-2"
                >
                  {"\u00a0"}
                </li>
              ))}
          </ul>
        </div>
        <div className={cx("flex flex-col justify-between", compact && "gap-4")}>
          <CardPies stats={stats} />
          <p className="rounded-md bg-white/5 px-3 py-2 text-center">
            <span className="text-muted text-sm">Chickens killed </span>
            <Stat
              value={extended ? formatInteger(extended.chickens.killed) : "-"}
              tooltip="Chickens he killed this season"
              className="font-bold text-xl"
            />
          </p>
        </div>
        <TrendColumn
          steam64Id={player.steam64Id}
          season={season}
          matchType={matchType}
          heading={Name === "h1" ? "h2" : "h3"}
        />
      </div>
      <p
        className={cx(
          "font-bold text-muted text-xs tracking-widest",
          compact ? "mt-3 text-right" : "absolute right-8 bottom-3",
        )}
      >
        FRAGBOARD
      </p>
    </div>
  );
}
