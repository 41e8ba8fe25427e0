import { type ExtendedStats, TRACKED_OBJECT_KEYS, WEAPON_CATEGORIES } from "@fragboard/core";
import type { ReactNode } from "react";
import { CollapsibleSection } from "../../../components/ui/CollapsibleSection.js";
import { Stat } from "../../../components/ui/Stat.js";
import { TRACKED_LABELS, WEAPON_CATEGORY_LABELS } from "../../../lib/extended-stat-labels.js";
import { formatDecimal, formatInteger } from "../../../lib/format.js";
import { HitboxDiagram } from "./HitboxDiagram.js";

function Figure({ label, value, tooltip }: { label: string; value: string; tooltip: string }) {
  return (
    <div className="rounded bg-bg/60 px-3 py-2">
      <dt className="text-muted text-xs">{label}</dt>
      <dd className="font-semibold text-lg">
        <Stat value={value} tooltip={tooltip} />
      </dd>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-md border border-line bg-surface p-4">
      <h3 className="mb-3 font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** Horizontal bars of kill counts, largest first, each with its count. */
function KillBars({ kills, label }: { kills: [string, number][]; label: string }) {
  const sorted = kills.filter(([, count]) => count > 0).sort((a, b) => b[1] - a[1]);
  const highest = sorted[0]?.[1] ?? 1;
  if (sorted.length === 0) return <p className="text-muted text-sm">No kills yet.</p>;
  return (
    <ul aria-label={label} className="grid gap-1.5">
      {sorted.map(([name, count]) => (
        <li key={name} className="grid grid-cols-[7.5rem_1fr_3rem] items-center gap-2 text-sm">
          <span className="truncate text-muted">{name}</span>
          <span
            className="h-2.5 rounded-full bg-accent/80"
            style={{ width: `${(count / highest) * 100}%` }}
          />
          <Stat value={formatInteger(count)} tooltip={`${name}: kills this season`} className="text-right" />
        </li>
      ))}
    </ul>
  );
}

/** Demo-derived figures of the season: objectives, chickens, flashes, pistols, weapons, hitboxes. */
export function ExtendedStatsTab({ stats }: { stats: ExtendedStats }) {
  const { trackedObj, chickens, durationAverages, averages } = stats;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 lg:grid-cols-[1fr_auto]">
        <div className="grid content-start gap-4">
          <Panel title="Tracked">
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
              {TRACKED_OBJECT_KEYS.map((key) => (
                <Figure
                  key={key}
                  label={TRACKED_LABELS[key].label}
                  value={formatInteger(trackedObj[key])}
                  tooltip={TRACKED_LABELS[key].tooltip}
                />
              ))}
            </dl>
          </Panel>
          <div className="grid gap-4 md:grid-cols-3">
            <Panel title="Chickens">
              <dl className="grid grid-cols-2 gap-2">
                <Figure label="Killed" value={formatInteger(chickens.killed)} tooltip="Chickens killed" />
                <Figure label="Shot" value={formatInteger(chickens.shot)} tooltip="Chickens shot" />
                <Figure label="Stabbed" value={formatInteger(chickens.stabbed)} tooltip="Chickens knifed" />
                <Figure label="Roasted" value={formatInteger(chickens.roasted)} tooltip="Chickens burnt" />
                <Figure
                  label="Exploded"
                  value={formatInteger(chickens.exploded)}
                  tooltip="Chickens blown up by a grenade"
                />
              </dl>
            </Panel>
            <Panel title="Flash duration">
              <dl className="grid gap-2">
                <Figure
                  label="Enemies"
                  value={`${formatDecimal(durationAverages.enemyFlashDurationAverage)} s`}
                  tooltip="Average seconds an enemy he flashed stayed blind"
                />
                <Figure
                  label="Teammates"
                  value={`${formatDecimal(durationAverages.teamFlashDurationAverage)} s`}
                  tooltip="Average seconds a teammate he flashed stayed blind"
                />
                <Figure
                  label="Himself"
                  value={`${formatDecimal(durationAverages.selfFlashDurationAverage)} s`}
                  tooltip="Average seconds he blinded himself"
                />
              </dl>
            </Panel>
            <Panel title="Pistol rounds">
              <dl className="grid gap-2">
                <Figure
                  label="CT kills / pistol"
                  value={formatDecimal(averages.pistolRoundKillAverageCt)}
                  tooltip="Average kills in a CT pistol round"
                />
                <Figure
                  label="T kills / pistol"
                  value={formatDecimal(averages.pistolRoundKillAverageT)}
                  tooltip="Average kills in a T pistol round"
                />
              </dl>
            </Panel>
          </div>
          <Panel title="Kills by weapon type">
            <KillBars
              label="Kills by weapon type"
              kills={WEAPON_CATEGORIES.map((category) => [
                WEAPON_CATEGORY_LABELS[category],
                stats.weaponKillSubTypes[category],
              ])}
            />
          </Panel>
        </div>
        <Panel title="Hitboxes">
          <HitboxDiagram tags={stats.hitboxTags} />
        </Panel>
      </div>
      <CollapsibleSection title="Kills by weapon">
        <KillBars label="Kills by weapon" kills={Object.entries(stats.weaponKills)} />
      </CollapsibleSection>
    </div>
  );
}
