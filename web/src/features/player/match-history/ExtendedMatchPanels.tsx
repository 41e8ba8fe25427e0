import { DEMO_SIDE, type ExtendedMatchStats } from "@fragboard/core";
import { cx } from "../../../components/ui/cx.js";
import { KillFlags } from "../../../components/ui/KillFlags.js";
import { Stat } from "../../../components/ui/Stat.js";
import { formatInteger } from "../../../lib/format.js";
import { econRounds, killFeed, sideLabel, tradeLines, wonClutches } from "./extended-match-views.js";

/** The panels of an opened map's demo data (docs/rules.md#match-history); the matchup is components/ui/MatchupPanel. */

type Data = ExtendedMatchStats["data"];
type Teams = readonly [string, string];

const sideColour = (side: number) => (side === DEMO_SIDE.CT ? "text-sky-400" : "text-amber-400");
const percentOf = (part: number, whole: number) =>
  whole === 0 ? "-" : `${Math.round((part / whole) * 100)}%`;

export function KillFeed({ data, teams }: { data: Data; teams: Teams }) {
  const rounds = killFeed(data);
  if (rounds.length === 0) return <p className="text-muted text-sm">No kills recorded.</p>;
  return (
    <ol className="grid max-h-96 gap-2 overflow-y-auto pr-1 text-xs">
      {rounds.map(({ round, economy, kills }) => (
        <li key={round} className="rounded border border-line">
          <p className="flex flex-wrap justify-between gap-2 bg-raised px-2 py-1 font-semibold">
            <span>Round {round}</span>
            {economy && (
              <span className="font-normal text-muted">
                {teams[0]}: {economy[0]} · {teams[1]}: {economy[1]}
              </span>
            )}
          </p>
          <ul>
            {kills.map((kill, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a kill feed is fixed once loaded; the same pair can repeat
                key={`${kill.killerName}-${kill.victimName}-${i}`}
                className="flex flex-wrap items-center gap-1.5 px-2 py-1"
              >
                <span className={sideColour(kill.killerSide)}>{kill.killerName}</span>
                <span className="text-muted">[{kill.weaponName}]</span>
                <span className={sideColour(kill.victimSide)}>{kill.victimName}</span>
                <KillFlags
                  headshot={kill.isHeadshot}
                  wallbang={kill.penetradedObjects > 0}
                  noscope={kill.isNoScope}
                  throughSmoke={kill.isThroughSmoke}
                  blinded={kill.is_killer_blinded}
                  airborne={kill.is_killer_airborne}
                  trade={kill.isTradeKill}
                />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

export function TradeTable({ data }: { data: Data }) {
  return (
    <table className="w-full text-xs">
      <thead className="text-muted">
        <tr>
          <th scope="col" className="px-2 py-1 text-left">
            Player
          </th>
          <th
            scope="col"
            className="px-2 py-1 text-right"
            title="Kills that avenged a teammate within 5 s, of all kills"
          >
            Trade kills
          </th>
          <th
            scope="col"
            className="px-2 py-1 text-right"
            title="Deaths a teammate avenged within 5 s, of all deaths"
          >
            Traded deaths
          </th>
        </tr>
      </thead>
      <tbody>
        {tradeLines(data).map((line) => (
          <tr key={line.name} className="border-line border-t">
            <th scope="row" className="px-2 py-1 text-left font-normal">
              {line.name}
            </th>
            <td className="px-2 py-1 text-right">
              <Stat
                value={`${line.tradeKills}/${line.kills} (${percentOf(line.tradeKills, line.kills)})`}
                tooltip="Trade kills / kills"
              />
            </td>
            <td className="px-2 py-1 text-right">
              <Stat
                value={`${line.tradedDeaths}/${line.deaths} (${percentOf(line.tradedDeaths, line.deaths)})`}
                tooltip="Traded deaths / deaths"
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ClutchList({ data }: { data: Data }) {
  const clutches = wonClutches(data);
  if (clutches.length === 0) return <p className="text-muted text-sm">No clutches won on this map.</p>;
  return (
    <ul className="grid gap-1 text-sm">
      {clutches.map((clutch) => (
        <li
          key={`${clutch.roundNumber}-${clutch.clutcherName}`}
          className="flex flex-wrap items-center gap-2"
        >
          <span className="text-muted">Round {clutch.roundNumber}</span>
          <span className="font-semibold">{clutch.clutcherName}</span>
          <span>
            won a 1v{clutch.opponentCount} on {sideLabel(clutch.side)} with {clutch.clutcherKillCount}{" "}
            {clutch.clutcherKillCount === 1 ? "kill" : "kills"}
          </span>
          {clutch.ninja && (
            <span
              title="Won on CT with enemies still alive: a ninja defuse"
              className="rounded bg-accent/20 px-1.5 text-accent text-xs"
            >
              Ninja
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function EconChart({ data, teams }: { data: Data; teams: Teams }) {
  const rounds = econRounds(data);
  const highest = Math.max(1, ...rounds.flatMap((r) => r.values));
  return (
    <table className="w-full text-xs">
      <caption className="pb-2 text-left text-muted">
        Equipment value per round; a highlighted bar marks the team that won the round.
      </caption>
      <thead className="text-muted">
        <tr>
          <th scope="col" className="w-12 px-1 text-left">
            Round
          </th>
          <th scope="col" className="px-1 text-left">
            {teams[0]}
          </th>
          <th scope="col" className="px-1 text-left">
            {teams[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((round) => (
          <tr key={round.number}>
            <th scope="row" className="px-1 py-0.5 text-left font-normal text-muted">
              {round.number}
            </th>
            {round.values.map((value, team) => (
              <td key={teams[team]} className="px-1 py-0.5">
                <div className="flex items-center gap-1.5">
                  <div
                    className={cx("h-2.5 rounded-sm", round.won[team] ? "bg-good" : "bg-line")}
                    style={{ width: `${(value / highest) * 70}%` }}
                  />
                  <Stat
                    value={`$${formatInteger(value)}`}
                    tooltip={`${round.economy[team]} buy${round.won[team] ? ", won the round" : ""}`}
                    className="text-muted"
                  />
                </div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
