import {
  LEAGUE_EVENT_TYPES,
  type LeagueEventType,
  TIER_NAMES,
  type TierName,
  type WebhookDestination,
  webhookUrlSchema,
} from "@fragboard/core";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../components/ui/Button.js";
import { apiRequest } from "../../lib/api-client.js";
import { LEAGUE_WEBHOOKS_PATH } from "../../lib/queries/webhooks.js";
import { useForm } from "../../lib/use-form.js";
import { Choices } from "./EventChoices.js";

type Values = {
  name: string;
  kind: "discord" | "generic";
  url: string;
  events: LeagueEventType[];
  tiers: TierName[];
};

const EMPTY: Values = { name: "", kind: "discord", url: "", events: ["map.stored"], tiers: [] };

/** Adds a league destination; a generic one's signing secret is shown here once (the API never repeats it). */
export function AddDestinationForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const form = useForm<Values>(id, {
    saved: EMPTY,
    validate: (v) => ({
      ...(v.name.trim() ? {} : { name: "Give it a name" }),
      ...(webhookUrlSchema.safeParse(v.url).success
        ? {}
        : { url: "An https:// address (http:// only to localhost)" }),
      ...(v.events.length > 0 ? {} : { events: "Choose at least one event" }),
    }),
    fieldOf: (message) =>
      (["name", "url", "events", "tiers", "kind"] as const).find((f) => message.startsWith(f)),
    async submit(values) {
      const created = await apiRequest<WebhookDestination & { signingSecret: string | null }>(
        LEAGUE_WEBHOOKS_PATH,
        {
          method: "POST",
          body: values,
        },
      );
      setSecret(created.signingSecret ? { name: created.name, value: created.signingSecret } : null);
      await queryClient.invalidateQueries({ queryKey: [LEAGUE_WEBHOOKS_PATH] });
      return EMPTY;
    },
  });
  const { values, errors, set } = form;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded border border-line bg-surface p-4">
      <h2 id={`${id}-title`} className="mb-3 font-semibold text-lg">
        Add a destination
      </h2>
      {secret && (
        <div role="status" className="mb-3 rounded border border-accent p-3 text-sm">
          <p>
            Signing secret of <strong>{secret.name}</strong>, shown this once: give it to the receiver to
            check the <code>X-Fragboard-Signature</code> header.
          </p>
          <code className="mt-1 block break-all rounded bg-bg p-2">{secret.value}</code>
          <Button className="mt-2" onClick={() => setSecret(null)}>
            I have kept it
          </Button>
        </div>
      )}
      <form onSubmit={form.onSubmit} className="grid gap-3 md:grid-cols-2" noValidate>
        <div>
          <label htmlFor={form.fieldId("name")} className="mb-1 block text-sm">
            Name
          </label>
          <input
            id={form.fieldId("name")}
            className="h-9 w-full rounded border border-line bg-bg px-2 text-sm"
            value={values.name}
            maxLength={80}
            placeholder="#results channel"
            onChange={(e) => set("name", e.target.value)}
          />
          {errors.name && <p className="text-bad text-sm">{errors.name}</p>}
        </div>
        <fieldset className="text-sm">
          <legend className="mb-1">Format</legend>
          {(
            [
              ["discord", "Discord webhook (embeds)"],
              ["generic", "Generic JSON, signed"],
            ] as const
          ).map(([kind, text]) => (
            <label key={kind} className="mr-4 inline-flex items-center gap-1.5">
              <input
                type="radio"
                name={`${id}-kind`}
                className="accent-accent"
                checked={values.kind === kind}
                onChange={() => set("kind", kind)}
              />
              {text}
            </label>
          ))}
        </fieldset>
        <div className="md:col-span-2">
          <label htmlFor={form.fieldId("url")} className="mb-1 block text-sm">
            Address
          </label>
          <input
            id={form.fieldId("url")}
            type="url"
            autoComplete="off"
            className="h-9 w-full rounded border border-line bg-bg px-2 text-sm"
            value={values.url}
            placeholder={
              values.kind === "discord"
                ? "https://discord.com/api/webhooks/…"
                : "https://bot.example/fragboard"
            }
            onChange={(e) => set("url", e.target.value)}
          />
          <p className="text-muted text-xs">
            Kept secret: only its host and last characters are shown again.
          </p>
          {errors.url && <p className="text-bad text-sm">{errors.url}</p>}
        </div>
        <Choices
          id={form.fieldId("events")}
          legend="Events"
          options={LEAGUE_EVENT_TYPES}
          chosen={values.events}
          onChange={(next) => set("events", next)}
          error={errors.events}
        />
        <Choices
          id={form.fieldId("tiers")}
          legend="Tiers (none = every tier)"
          options={TIER_NAMES}
          chosen={values.tiers}
          describe={(tier) => tier}
          onChange={(next) => set("tiers", next)}
        />
        <div className="flex items-center gap-3 md:col-span-2">
          <Button type="submit" variant="primary" disabled={form.submitting}>
            {form.submitting ? "Adding…" : "Add destination"}
          </Button>
          {form.failure && (
            <p role="alert" className="text-bad text-sm">
              Not added: {form.failure}
            </p>
          )}
        </div>
        {form.leaveDialog}
      </form>
    </section>
  );
}
