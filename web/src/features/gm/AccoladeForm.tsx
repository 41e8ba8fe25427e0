import {
  ACCOLADE_SUBMIT_FAILED_MESSAGE,
  type AccoladeRecord,
  BADGE_TEXT_MAX,
  BADGE_TYPES,
  type ManagedFranchise,
} from "@fragboard/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/Button.js";
import { type Result, ResultMessage } from "../../components/ui/ResultMessage.js";
import { apiRequest } from "../../lib/api-client.js";
import { accoladesQuery } from "../../lib/queries/player.js";

type Form = {
  player: string;
  season: string;
  badgeType: string;
  badgeText: string;
  badgeImageUrl: string;
  metadata: string;
};

const isUrl = (text: string) => {
  try {
    return ["http:", "https:"].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** Spec 000 §5: season numeric and required, type and text required, image a URL, metadata JSON. */
export function accoladeErrors(form: Form): Partial<Record<keyof Form, string>> {
  const errors: Partial<Record<keyof Form, string>> = {};
  if (!form.player) errors.player = "Choose a player";
  if (!/^\d+$/.test(form.season.trim()) || Number(form.season) < 1) errors.season = "Season must be a number";
  if (!form.badgeType) errors.badgeType = "Badge type is required";
  if (!form.badgeText.trim()) errors.badgeText = "Badge text is required";
  if (form.badgeImageUrl.trim() && !isUrl(form.badgeImageUrl.trim()))
    errors.badgeImageUrl = "Image URL must be a URL";
  if (form.metadata.trim()) {
    try {
      const parsed: unknown = JSON.parse(form.metadata);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
        errors.metadata = "Metadata must be a JSON object";
    } catch {
      errors.metadata = "Metadata must be valid JSON";
    }
  }
  return errors;
}

const inputClass = "h-9 w-full rounded border border-line bg-bg px-2 text-sm";

/** The GM's Accolade Form: a badge for one of his franchise's players (POST /api/fragboard/playerBadge). */
export function AccoladeForm({ franchise, season }: { franchise: ManagedFranchise; season: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const empty: Form = {
    player: "",
    season: String(season),
    badgeType: "",
    badgeText: "",
    badgeImageUrl: "",
    metadata: "",
  };
  const [form, setForm] = useState<Form>(empty);
  const [shown, setShown] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [sending, setSending] = useState(false);
  const errors = accoladeErrors(form);
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    setResult(null);
    if (Object.keys(errors).length > 0) return;
    setSending(true);
    try {
      const record = await apiRequest<AccoladeRecord>("/api/fragboard/playerBadge", {
        method: "POST",
        body: {
          player: form.player,
          season: Number(form.season),
          badgeType: form.badgeType,
          badgeText: form.badgeText.trim(),
          badgeImageUrl: form.badgeImageUrl.trim() || null,
          metadata: form.metadata.trim() ? JSON.parse(form.metadata) : null,
        },
      });
      await queryClient.invalidateQueries({ queryKey: accoladesQuery(record.playerId).queryKey });
      const name = franchise.players.find((p) => p.id === record.playerId)?.name ?? record.playerId;
      setResult({ ok: true, text: `Accolade "${record.badgeText}" awarded to ${name}.` });
      setForm(empty);
      setShown(false);
    } catch {
      setResult({ ok: false, text: ACCOLADE_SUBMIT_FAILED_MESSAGE });
    } finally {
      setSending(false);
    }
  }

  const field = (
    key: keyof Form,
    label: string,
    control: (props: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => React.ReactNode,
  ) => {
    const error = shown ? errors[key] : undefined;
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
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        {field("player", "Player", (p) => (
          <select
            {...p}
            className={inputClass}
            value={form.player}
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
            value={form.season}
            onChange={(e) => set({ season: e.target.value })}
          />
        ))}
        {field("badgeType", "Badge type", (p) => (
          <select
            {...p}
            className={inputClass}
            value={form.badgeType}
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
            value={form.badgeText}
            onChange={(e) => set({ badgeText: e.target.value })}
          />
        ))}
        {field("badgeImageUrl", "Image URL (optional)", (p) => (
          <input
            {...p}
            type="url"
            className={inputClass}
            value={form.badgeImageUrl}
            onChange={(e) => set({ badgeImageUrl: e.target.value })}
          />
        ))}
        {field("metadata", "Metadata JSON (optional)", (p) => (
          <textarea
            {...p}
            rows={2}
            className="w-full rounded border border-line bg-bg p-2 font-mono text-xs"
            value={form.metadata}
            onChange={(e) => set({ metadata: e.target.value })}
          />
        ))}
        <div className="flex items-center gap-3 sm:col-span-2">
          <Button type="submit" variant="primary" disabled={sending}>
            Submit accolade
          </Button>
          <ResultMessage result={result} />
        </div>
      </form>
    </section>
  );
}
