import { DRAFT_TIER } from "@fragboard/core";
import { Stat } from "../../components/ui/Stat.js";
import { formatMmr } from "../../lib/format.js";
import type { ListedPlayer } from "../../lib/league/player-list.js";
import { STAT_DESCRIPTIONS } from "../../lib/stat-descriptions.js";

const th = "bg-raised px-2 py-2 text-left font-semibold text-muted text-xs";

/** The Premier MMR table (spec 000 §2, API.md 4.1.3): the draft tier's eligible players by MMR, highest first. */
export function PremierMmrTable({ eligible }: { eligible: readonly ListedPlayer[] }) {
  const rows = eligible
    .filter((player) => player.tier.name === DRAFT_TIER)
    .sort((a, b) => (b.mmr ?? 0) - (a.mmr ?? 0) || a.name.localeCompare(b.name));
  return (
    <section aria-labelledby="premier-mmr-heading" className="grid content-start gap-2">
      <h2 id="premier-mmr-heading" className="font-semibold text-lg">
        {DRAFT_TIER} MMR
      </h2>
      {rows.length === 0 ? (
        <p className="py-6 text-center text-muted text-sm">
          No {DRAFT_TIER} draft-eligible players right now.
        </p>
      ) : (
        <div className="rounded border border-line">
          <table className="w-full border-separate border-spacing-0 text-sm">
            <thead>
              <tr>
                <th scope="col" className={`${th} text-right`} title="Rank by MMR">
                  #
                </th>
                <th scope="col" className={th}>
                  Player
                </th>
                <th scope="col" className={`${th} text-right`} title={STAT_DESCRIPTIONS.mmr}>
                  MMR
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((player, index) => (
                <tr key={player.id} className="hover:bg-raised">
                  <td className="border-line border-b px-2 py-1 text-right text-muted">
                    <Stat value={String(index + 1)} tooltip={`Rank ${index + 1} by MMR`} />
                  </td>
                  <td className="border-line border-b px-2">{player.name}</td>
                  <td className="border-line border-b px-2 text-right">
                    <Stat value={formatMmr(player.mmr)} tooltip={STAT_DESCRIPTIONS.mmr} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
