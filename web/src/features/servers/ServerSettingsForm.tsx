import {
  MAPS,
  SERVER_DURATION_HOURS,
  SERVER_ERROR_DISPLAY_MS,
  SERVER_PASSWORD_MAX_LENGTH,
  SERVER_PASSWORD_PATTERN,
  SERVER_PASSWORD_PLACEHOLDER,
  SERVER_REQUEST_DEFAULTS,
  SERVER_TYPE_INFO,
  SERVER_TYPES,
  type Server,
  type ServerRequestBody,
  type ServerType,
} from "@fragboard/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/Button.js";
import { Switch } from "../../components/ui/Switch.js";
import { apiRequest } from "../../lib/api-client.js";
import { SERVER_LIST_KEY } from "../../lib/queries/servers.js";

const SERVER_MAP_CHOICES = MAPS.filter((m) => m.server);
const HOURS = Array.from(
  { length: SERVER_DURATION_HOURS.max - SERVER_DURATION_HOURS.min + 1 },
  (_, i) => SERVER_DURATION_HOURS.min + i,
);
const fieldClass = "h-9 w-full rounded border border-line bg-bg px-2 text-sm disabled:opacity-50";

type Settings = {
  map: string;
  serverType: ServerType;
  playerSlots: number;
  serverDuration: number;
  isPrivate: boolean;
  password: string;
  gotv: boolean;
  coachSlot: boolean;
};

const DEFAULTS: Settings = { ...SERVER_REQUEST_DEFAULTS, password: "" };

/**
 * The Server Settings form (spec 000 §5): the spec's defaults, the slot range of the chosen type
 * (choosing a type sets the slots to its maximum), 1-3 hours, and a password only for a private
 * server. The server checks all of it again.
 */
export function ServerSettingsForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState<Settings>(DEFAULTS);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const info = SERVER_TYPE_INFO[settings.serverType];
  const update = (patch: Partial<Settings>) => setSettings((s) => ({ ...s, ...patch }));

  // An error is shown for 5 s (API.md §2.12).
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), SERVER_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [error]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    const body: ServerRequestBody = {
      ...settings,
      password: settings.isPrivate ? settings.password : "",
      matchConfig: { players: [], maps: [] },
    };
    try {
      await apiRequest<Server>("/api/servers/request", { method: "POST", body });
      await queryClient.invalidateQueries({ queryKey: SERVER_LIST_KEY });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded border border-line bg-surface p-4">
      <h2 id={`${id}-title`} className="mb-3 font-semibold">
        Server Settings
      </h2>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-map`} className="mb-1 block text-muted text-sm">
            Map
          </label>
          <select
            id={`${id}-map`}
            className={fieldClass}
            value={settings.map}
            onChange={(e) => update({ map: e.target.value })}
          >
            {SERVER_MAP_CHOICES.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
                {m.community ? " (community)" : ""}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="mb-1 block text-muted text-sm">
            Server type
          </label>
          <select
            id={`${id}-type`}
            className={fieldClass}
            value={settings.serverType}
            onChange={(e) => {
              const serverType = e.target.value as ServerType;
              update({ serverType, playerSlots: SERVER_TYPE_INFO[serverType].maxSlots });
            }}
          >
            {SERVER_TYPES.map((type) => (
              <option key={type} value={type} disabled={!SERVER_TYPE_INFO[type].enabled}>
                {SERVER_TYPE_INFO[type].label}
                {SERVER_TYPE_INFO[type].enabled ? "" : " (WIP)"}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-slots`} className="mb-1 block text-muted text-sm">
            Player slots ({info.minSlots}-{info.maxSlots})
          </label>
          <input
            id={`${id}-slots`}
            type="number"
            className={fieldClass}
            min={info.minSlots}
            max={info.maxSlots}
            step={1}
            required
            value={settings.playerSlots}
            onChange={(e) => update({ playerSlots: e.target.valueAsNumber })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-duration`} className="mb-1 block text-muted text-sm">
            Duration
          </label>
          <select
            id={`${id}-duration`}
            className={fieldClass}
            value={settings.serverDuration}
            onChange={(e) => update({ serverDuration: Number(e.target.value) })}
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {h} {h === 1 ? "hour" : "hours"}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 sm:col-span-2">
          <Switch
            label="Private"
            checked={settings.isPrivate}
            onChange={(isPrivate) => update({ isPrivate })}
            tooltip="A private server needs its password; others see 'Private' instead of how to join"
          />
          <Switch
            label="GOTV"
            checked={settings.gotv}
            onChange={(gotv) => update({ gotv })}
            tooltip="Broadcast the server on GOTV"
          />
          <Switch
            label="Coach slot"
            checked={settings.coachSlot}
            onChange={(coachSlot) => update({ coachSlot })}
            tooltip="Keep a slot for a coach"
          />
        </div>
        {settings.isPrivate && (
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-password`} className="mb-1 block text-muted text-sm">
              Password
            </label>
            <input
              id={`${id}-password`}
              className={fieldClass}
              placeholder={SERVER_PASSWORD_PLACEHOLDER}
              maxLength={SERVER_PASSWORD_MAX_LENGTH}
              pattern={SERVER_PASSWORD_PATTERN.source}
              title="No spaces, semicolons or quotes"
              autoComplete="off"
              value={settings.password}
              onChange={(e) => update({ password: e.target.value })}
            />
          </div>
        )}
        <div className="flex items-center gap-3 sm:col-span-2">
          <Button type="submit" variant="primary" disabled={submitting} aria-busy={submitting}>
            {submitting && (
              <span
                aria-hidden
                className="size-3.5 animate-spin rounded-full border-2 border-accent-ink border-t-transparent"
              />
            )}
            {submitting ? "Starting…" : "Start server"}
          </Button>
          {error && (
            <p role="alert" className="text-bad text-sm">
              {error}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
