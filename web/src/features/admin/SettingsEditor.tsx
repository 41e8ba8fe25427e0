import type { EditableSetting, Settings, SettingUpdateBody } from "@fragboard/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/Button.js";
import { useConfirm } from "../../components/ui/ConfirmDialog.js";
import { InlineLoading } from "../../components/ui/InlineLoading.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { type Result, ResultMessage } from "../../components/ui/ResultMessage.js";
import { apiRequest } from "../../lib/api-client.js";
import { configQuery } from "../../lib/queries/league.js";

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** One admin-edited list (Our rules 10): its text boxes, one item per line, and how they become the value. */
type ListSpec = {
  key: EditableSetting;
  title: string;
  fields: { label: string; hint: string; read: (s: Settings) => string }[];
  build: (texts: string[]) => SettingUpdateBody["value"];
};

const LISTS: ListSpec[] = [
  {
    key: "noveltyRoles",
    title: "Novelty role labels",
    fields: [
      {
        label: "Steam64 id and label",
        hint: "One per line: 76561198000000000 THE GOAT",
        read: (s) =>
          Object.entries(s.noveltyRoles)
            .map(([steamId, label]) => `${steamId} ${label}`)
            .join("\n"),
      },
    ],
    build: ([text = ""]) =>
      Object.fromEntries(
        lines(text).map((line) => {
          const [steamId = "", ...label] = line.split(/\s+/);
          return [steamId, label.join(" ")];
        }),
      ),
  },
  {
    key: "serverRequestBanner",
    title: "Server-request banner",
    fields: [
      {
        label: "Franchise prefixes",
        hint: "One per line",
        read: (s) => s.serverRequestBanner.franchisePrefixes.join("\n"),
      },
      { label: "Steam64 ids", hint: "One per line", read: (s) => s.serverRequestBanner.steamIds.join("\n") },
    ],
    build: ([prefixes = "", steamIds = ""]) => ({
      franchisePrefixes: lines(prefixes),
      steamIds: lines(steamIds),
    }),
  },
  {
    key: "standingsJsonUsers",
    title: "Standings JSON users",
    fields: [
      {
        label: "Discord ids",
        hint: "At most two, one per line",
        read: (s) => s.standingsJsonUsers.join("\n"),
      },
    ],
    build: ([text = ""]) => lines(text),
  },
  {
    key: "twitchChannels",
    title: "Twitch channels",
    fields: [{ label: "Channel logins", hint: "One per line", read: (s) => s.twitchChannels.join("\n") }],
    build: ([text = ""]) => lines(text),
  },
  {
    key: "franchiseHistoryLinks",
    title: "Franchise history spreadsheets",
    fields: [
      {
        label: "Label and URL",
        hint: "One per line: Seasons 1-10 https://docs.google.com/…",
        read: (s) => s.franchiseHistoryLinks.map((link) => `${link.label} ${link.url}`).join("\n"),
      },
    ],
    // The address is the last word of a line; the label is what comes before it.
    build: ([text = ""]) =>
      lines(text).map((line) => {
        const words = line.split(/\s+/);
        const url = words.pop() ?? "";
        return { label: words.join(" "), url };
      }),
  },
];

/** The configuration lists the old client hard-coded, edited one at a time. */
export function SettingsEditor() {
  const settings = useQuery(configQuery());
  return (
    <section aria-labelledby="settings-title" className="rounded border border-line bg-surface p-4">
      <h2 id="settings-title" className="mb-2 font-semibold text-lg">
        Configuration lists
      </h2>
      {settings.isPending ? (
        <InlineLoading what="configuration" />
      ) : settings.isError ? (
        <LoadError error={settings.error} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {LISTS.map((spec) => (
            <ListForm key={spec.key} spec={spec} settings={settings.data} />
          ))}
        </div>
      )}
    </section>
  );
}

function ListForm({ spec, settings }: { spec: ListSpec; settings: Settings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState(() => spec.fields.map((f) => f.read(settings)));
  const [result, setResult] = useState<Result | null>(null);
  const [confirm, confirmDialog] = useConfirm();

  async function save(event: FormEvent) {
    event.preventDefault();
    // The configuration changes the site for everyone at once: it asks first.
    const sure = await confirm({
      title: `Save the ${spec.title.toLowerCase()}?`,
      description: "The change applies to every visitor of the site as soon as it is saved.",
      confirmLabel: "Save",
    });
    if (!sure) return;
    try {
      const saved = await apiRequest<Settings>("/api/admin/settings", {
        method: "PUT",
        body: { key: spec.key, value: spec.build(texts) },
      });
      queryClient.setQueryData(configQuery().queryKey, saved);
      setTexts(spec.fields.map((f) => f.read(saved)));
      setResult({ ok: true, text: "Saved." });
    } catch (e) {
      setResult({ ok: false, text: e instanceof Error ? e.message : String(e) });
    }
  }

  return (
    <form onSubmit={save} className="grid gap-2" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-medium">
        {spec.title}
      </h3>
      {spec.fields.map((field, i) => (
        <div key={field.label}>
          <label htmlFor={`${id}-${i}`} className="block text-muted text-sm">
            {field.label} <span className="text-xs">({field.hint})</span>
          </label>
          <textarea
            id={`${id}-${i}`}
            rows={4}
            className="w-full rounded border border-line bg-bg p-2 font-mono text-xs"
            value={texts[i]}
            onChange={(e) => setTexts(texts.map((t, j) => (j === i ? e.target.value : t)))}
          />
        </div>
      ))}
      <div className="flex items-center gap-3">
        <Button type="submit">Save {spec.title.toLowerCase()}</Button>
        <ResultMessage result={result} />
      </div>
      {confirmDialog}
    </form>
  );
}
