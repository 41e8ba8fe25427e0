import type { MatchMap } from "@fragboard/core";
import { cx } from "../../components/ui/cx.js";
import { Stat } from "../../components/ui/Stat.js";
import { formatDecimal } from "../../lib/format.js";
import { playerName, REASONS } from "./round-labels.js";

/** Both team lines of a map (docs/stats.md#team-map-lines) and how their rounds were won. */
export function TeamLines({ map, order }: { map: MatchMap; order: readonly [0 | 1, 0 | 1] }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {order.map((team) => {
        const t = map.teams[team];
        return (
          <section
            key={team}
            aria-label={`${t.name} on this map`}
            className="rounded-md border border-line bg-surface p-3 text-sm"
          >
            <h3 className="flex justify-between font-semibold">
              <span className="truncate">{t.name}</span>
              <Stat value={String(t.score)} tooltip="Rounds won" className="text-lg" />
            </h3>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
              <Line label="CT" value={`${t.ctRW}/${t.ctR}`} tooltip="CT rounds won / played" />
              <Line label="T" value={`${t.TRW}/${t.TR}`} tooltip="T rounds won / played" />
              <Line
                label="Pistols"
                value={`${t.pistolsW}/${t.pistols}`}
                tooltip="Pistol rounds won / played"
              />
            </dl>
            <p className="mt-2 text-muted text-xs">
              Rounds won by{" "}
              {(Object.keys(REASONS) as (keyof typeof REASONS)[]).map((reason, i) => (
                <span key={reason}>
                  {i > 0 && " · "}
                  {REASONS[reason].label}{" "}
                  <Stat
                    value={String(t.winsBy[reason])}
                    tooltip={`Rounds won by ${REASONS[reason].label}`}
                    className="text-ink"
                  />
                </span>
              ))}
            </p>
          </section>
        );
      })}
    </div>
  );
}

function Line({ label, value, tooltip }: { label: string; value: string; tooltip: string }) {
  return (
    <div className="rounded bg-raised px-2 py-1">
      <dt className="text-muted text-xs">{label}</dt>
      <dd>
        <Stat value={value} tooltip={tooltip} />
      </dd>
    </div>
  );
}

/** Multi-kills, clutches won, opening duels, the best rating and ADR (docs/stats.md#match-highlights). */
export function Highlights({ map }: { map: MatchMap }) {
  const { multiKills, clutches, openingDuels, topRating, topAdr } = map.highlights;
  const name = (index: number) => playerName(map, index);
  return (
    <div className="grid gap-3 text-sm md:grid-cols-3">
      <Card title="Top of the map">
        <ul className="grid gap-1">
          {topRating && (
            <li>
              Rating <strong>{name(topRating.player)}</strong>{" "}
              <Stat value={formatDecimal(topRating.value)} tooltip="The map's best rating" />
            </li>
          )}
          {topAdr && (
            <li>
              ADR <strong>{name(topAdr.player)}</strong>{" "}
              <Stat value={formatDecimal(topAdr.value, 1)} tooltip="The map's best damage per round" />
            </li>
          )}
        </ul>
      </Card>
      <Card title="Multi-kills (3k+)">
        {multiKills.length === 0 ? (
          <p className="text-muted">Nobody killed three in a round.</p>
        ) : (
          <ul className="grid gap-1">
            {multiKills.map((m) => (
              <li key={`${m.player}-${m.round}`}>
                <strong>{name(m.player)}</strong>{" "}
                <Stat
                  value={`${m.kills}k`}
                  tooltip={`${m.kills} kills in round ${m.round}`}
                  className={cx(m.kills >= 4 && "text-accent")}
                />{" "}
                <span className="text-muted">round {m.round}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Clutches won">
        {clutches.length === 0 ? (
          <p className="text-muted">No clutch was won.</p>
        ) : (
          <ul className="grid gap-1">
            {clutches.map((c) => (
              <li key={`${c.player}-${c.round}`}>
                <strong>{name(c.player)}</strong>{" "}
                <Stat
                  value={`1v${c.opponents}`}
                  tooltip={`Won alone against ${c.opponents}, with ${c.kills} kills`}
                />{" "}
                <span className="text-muted">round {c.round}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Opening duels" className="md:col-span-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {openingDuels.map((d) => (
            <li key={d.player}>
              {name(d.player)}{" "}
              <Stat
                value={`${d.won}:${d.lost}`}
                tooltip={`Opening duels won : lost`}
                className={d.won > d.lost ? "text-good" : d.won < d.lost ? "text-bad" : undefined}
              />
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

function Card({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cx("rounded-md border border-line bg-surface p-3", className)}>
      <h3 className="mb-2 font-semibold text-muted text-xs uppercase tracking-wide">{title}</h3>
      {children}
    </div>
  );
}
