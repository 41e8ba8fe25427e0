import { SERVER_ERROR_DISPLAY_MS, type Server, type ServerRequestBody } from "@fragboard/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/Button.js";
import { apiRequest } from "../../lib/api-client.js";
import { SERVER_LIST_KEY } from "../../lib/queries/servers.js";
import { STORAGE_KEYS } from "../../lib/storage.js";
import { useForm } from "../../lib/use-form.js";
import { ServerFields } from "./ServerFields.js";
import { DEFAULTS, parseSettings, type Settings } from "./server-settings.js";

export const ALREADY_RUNNING = "You already run a server: shut it down to start another.";

/**
 * The Server Settings form (spec 000 §5) on the form hook: settings changed since the last start
 * wait as a draft, and leaving with them asks first. A member runs one server at a time, so
 * "Start server" is off while his is running (the server would answer 409).
 */
export function ServerSettingsForm({ viewer, running }: { viewer: string; running: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<Settings>(DEFAULTS);
  const form = useForm<Settings>(id, {
    saved: started,
    draft: { key: STORAGE_KEYS.draftServerSettings, parse: parseSettings, owner: viewer },
    async submit(settings) {
      const body: ServerRequestBody = {
        ...settings,
        password: settings.isPrivate ? settings.password : "",
        matchConfig: { players: [], maps: [] },
      };
      await apiRequest<Server>("/api/servers/request", { method: "POST", body });
      await queryClient.invalidateQueries({ queryKey: SERVER_LIST_KEY });
      setStarted(settings);
      return settings;
    },
  });

  // An error is shown for 5 s (API.md §2.12).
  const [shownFailure, setShownFailure] = useState<string | null>(null);
  useEffect(() => {
    setShownFailure(form.failure);
    if (!form.failure) return;
    const timer = setTimeout(() => setShownFailure(null), SERVER_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [form.failure]);

  return (
    <section aria-labelledby={`${id}-title`} className="rounded border border-line bg-surface p-4">
      <h2 id={`${id}-title`} className="mb-3 font-semibold">
        Server Settings
      </h2>
      <form onSubmit={form.onSubmit} className="grid gap-3 sm:grid-cols-2">
        <ServerFields form={form} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button
            type="submit"
            variant="primary"
            disabled={form.submitting || running}
            aria-busy={form.submitting}
            aria-describedby={running ? `${id}-running` : undefined}
          >
            {form.submitting && (
              <span
                aria-hidden
                className="size-3.5 animate-spin rounded-full border-2 border-accent-ink border-t-transparent"
              />
            )}
            {form.submitting ? "Starting…" : "Start server"}
          </Button>
          {running && (
            <p id={`${id}-running`} className="text-muted text-sm">
              {ALREADY_RUNNING}
            </p>
          )}
          {shownFailure && (
            <p role="alert" className="text-bad text-sm">
              Your server was not started: {shownFailure}
            </p>
          )}
        </div>
        {form.leaveDialog}
      </form>
    </section>
  );
}
