import { similarPlayers, TIER_NAMES } from "@fragboard/core";
import { useId, useMemo } from "react";
import type { ListedPlayer } from "../../lib/league/player-list.js";
import { similarCandidates } from "../../lib/league/similar.js";
import { useLatestSearchParams, withParam } from "../../lib/use-latest-search-params.js";
import { useUrlText } from "../../lib/use-url-text.js";
import { Button } from "./Button.js";
import { SimilarPlayersList } from "./SimilarPlayersList.js";

/** Where the search lives in the address: `?like=Name&likeMmr=14000&likeTier=Elite`. */
const PARAMS = { like: "like", maxMmr: "likeMmr", tier: "likeTier" } as const;

/**
 * "Find players like…" (docs/stats.md#similar-players): the season's players nearest a named one,
 * at most an MMR and of one tier, so a manager can replace a player under the cap. `eligible` says
 * who may be offered (the draft: draft-eligible players); each comes with an Add button.
 */
export function FindSimilar({
  players,
  eligible = () => true,
  picked,
  addLabel,
  onAdd,
}: {
  players: readonly ListedPlayer[];
  eligible?: (player: ListedPlayer) => boolean;
  picked: readonly string[];
  addLabel: string;
  onAdd: (player: ListedPlayer) => void;
}) {
  const id = useId();
  const [params, setParams] = useLatestSearchParams();
  const like = params.get(PARAMS.like) ?? "";
  const maxMmrText = params.get(PARAMS.maxMmr) ?? "";
  // The two boxes show what is typed, each key also written to the address (see useUrlText); the
  // search itself follows the address.
  const [likeBox, setLike] = useUrlText(PARAMS.like);
  const [maxMmrBox, setMaxMmr] = useUrlText(PARAMS.maxMmr);
  const maxMmr = /^\d+$/.test(maxMmrText) ? Number(maxMmrText) : undefined;
  const tier = TIER_NAMES.find((t) => t === params.get(PARAMS.tier));
  const write = (name: string, value: string) =>
    setParams((previous) => withParam(previous, name, value), { replace: true });

  const candidates = useMemo(() => similarCandidates(players), [players]);
  const target = candidates.find((c) => c.name.toLowerCase() === like.trim().toLowerCase());
  const similar = useMemo(() => {
    if (!target) return [];
    const pool = candidates.filter((c) => c === target || eligible(c.player));
    return similarPlayers(target, pool, { maxMmr, tier });
  }, [target, candidates, eligible, maxMmr, tier]);

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-2">
      <h2 id={`${id}-heading`} className="font-semibold text-lg">
        Find players like…
      </h2>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <label className="flex items-center gap-1.5">
          <span className="text-muted">Like</span>
          <input
            aria-label="Find players like"
            list={`${id}-names`}
            value={likeBox}
            onChange={(event) => setLike(event.target.value)}
            placeholder="Name"
            className="h-8 w-44 rounded border border-line bg-surface px-2"
          />
          <datalist id={`${id}-names`}>
            {candidates.map((c) => (
              <option key={c.name} value={c.name} />
            ))}
          </datalist>
        </label>
        <label className="flex items-center gap-1.5">
          <span className="text-muted">MMR at most</span>
          <input
            inputMode="numeric"
            value={maxMmrBox}
            onChange={(event) => setMaxMmr(event.target.value.replace(/\D/g, ""))}
            placeholder="any"
            className="h-8 w-24 rounded border border-line bg-surface px-2"
          />
        </label>
        <label className="flex items-center gap-1.5">
          <span className="text-muted">Tier</span>
          <select
            aria-label="Tier of the similar players"
            value={tier ?? ""}
            onChange={(event) => write(PARAMS.tier, event.target.value)}
            className="h-8 rounded border border-line bg-surface px-2"
          >
            <option value="">Any tier</option>
            {TIER_NAMES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
      </div>
      {like.trim() === "" ? (
        <p className="text-muted text-sm">Name a player to see the ten whose role profile is nearest his.</p>
      ) : !target ? (
        <p className="text-muted text-sm">No player named “{like}” has stats in his own tier this season.</p>
      ) : (
        <SimilarPlayersList
          label={`Players like ${target.name}`}
          similar={similar}
          action={(candidate) => (
            <Button
              className="h-7 shrink-0 px-2"
              disabled={picked.includes(candidate.name)}
              aria-label={`${addLabel} ${candidate.name}`}
              onClick={() => onAdd(candidate.player)}
            >
              {picked.includes(candidate.name) ? "Added" : addLabel}
            </Button>
          )}
        />
      )}
    </section>
  );
}
