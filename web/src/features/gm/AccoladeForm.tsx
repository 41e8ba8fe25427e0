import {
  ACCOLADE_SUBMIT_FAILED_MESSAGE,
  type AccoladeRecord,
  BADGE_TEXT_MAX,
  BADGE_TYPES,
  type ManagedFranchise,
} from "@fragboard/core";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../components/ui/Button.js";
import { ResultMessage } from "../../components/ui/ResultMessage.js";
import { apiRequest } from "../../lib/api-client.js";
import { accoladesQuery } from "../../lib/queries/player.js";
import { STORAGE_KEYS } from "../../lib/storage.js";
import { useForm } from "../../lib/use-form.js";
import {
  accoladeBody,
  accoladeErrors,
  emptyAccolade,
  type AccoladeForm as Form,
  parseAccolade,
} from "./accolade-form.js";

const inputClass = "h-9 w-full rounded border border-line bg-bg px-2 text-sm";

/**
 * The GM's Accolade Form: a badge for one of his franchise's players (POST /api/fragboard/playerBadge),
 * on the form hook (an unsent accolade waits as a draft; leaving with it asks first).
 */
export function AccoladeForm({ franchise, season }: { franchise: ManagedFranchise; season: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const empty = emptyAccolade(season);
  const [awarded, setAwarded] = useState<string | null>(null);
  const form = useForm<Form>(id, {
    saved: empty,
    draft: { key: STORAGE_KEYS.draftAccolade, parse: parseAccolade, owner: franchise.id },
    validate: (values) => accoladeErrors(values, season),
    async submit(values) {
      const record = await apiRequest<AccoladeRecord>("/api/fragboard/playerBadge", {
        method: "POST",
        body: accoladeBody(values),
      });
      await queryClient.invalidateQueries({ queryKey: accoladesQuery(record.playerId).queryKey });
      const name = franchise.players.find((p) => p.id === record.playerId)?.name ?? record.playerId;
      setAwarded(`Accolade "${record.badgeText}" awarded to ${name}.`);
      return empty;
    },
  });
  const values = form.values;
  const set = (patch: Partial<Form>) => form.update(patch);

  const field = (
    key: keyof Form,
    label: string,
    control: (props: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => React.ReactNode,
  ) => {
    const error = form.errors[key];
    return (
      <div>
        <label htmlFor={`${id}-${key}`} className="mb-1 block text-sm">
          {label}
        </label>
        {control({
          id: `${id}-${key}`,
          "aria-invalid": Boolean(error),
          "aria-describedby": error ? `${id}-${key}-error` : undefined,
        })}
        {error && (
          <p id={`${id}-${key}-error`} className="mt-1 text-bad text-xs">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded border border-line bg-surface p-4">
      <h2 id={`${id}-title`} className="mb-2 font-semibold text-lg">
        Accolade Form
      </h2>
      <form onSubmit={form.onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
        {field("player", "Player", (p) => (
          <select
            {...p}
            className={inputClass}
            value={values.player}
            onChange={(e) => set({ player: e.target.value })}
          >
            <option value="">Choose a player</option>
            {franchise.players.map((player) => (
              <option key={player.id} value={player.id}>
                {player.name} ({player.tier})
              </option>
            ))}
          </select>
        ))}
        {field("season", "Season", (p) => (
          <input
            {...p}
            inputMode="numeric"
            className={inputClass}
            value={values.season}
            onChange={(e) => set({ season: e.target.value })}
          />
        ))}
        {field("badgeType", "Badge type", (p) => (
          <select
            {...p}
            className={inputClass}
            value={values.badgeType}
            onChange={(e) => set({ badgeType: e.target.value })}
          >
            <option value="">Choose a type</option>
            {BADGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        ))}
        {field("badgeText", "Badge text", (p) => (
          <input
            {...p}
            maxLength={BADGE_TEXT_MAX}
            className={inputClass}
            value={values.badgeText}
            onChange={(e) => set({ badgeText: e.target.value })}
          />
        ))}
        {field("badgeImageUrl", "Image URL (optional)", (p) => (
          <input
            {...p}
            type="url"
            className={inputClass}
            value={values.badgeImageUrl}
            onChange={(e) => set({ badgeImageUrl: e.target.value })}
          />
        ))}
        {field("metadata", "Metadata JSON (optional)", (p) => (
          <textarea
            {...p}
            rows={2}
            className="w-full rounded border border-line bg-bg p-2 font-mono text-xs"
            value={values.metadata}
            onChange={(e) => set({ metadata: e.target.value })}
          />
        ))}
        <div className="flex items-center gap-3 sm:col-span-2">
          <Button type="submit" variant="primary" disabled={form.submitting}>
            Submit accolade
          </Button>
          <ResultMessage
            result={
              form.failure
                ? { ok: false, text: `${ACCOLADE_SUBMIT_FAILED_MESSAGE} ${form.failure}` }
                : form.succeeded && awarded
                  ? { ok: true, text: awarded }
                  : null
            }
          />
        </div>
        {form.leaveDialog}
      </form>
    </section>
  );
}
