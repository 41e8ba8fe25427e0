import { DEFAULT_ALERT_MESSAGE, SERVER_NOTICE_MAX_LENGTH, type ServerNoticeType } from "@fragboard/core";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/Button.js";
import { type Result, ResultMessage } from "../../components/ui/ResultMessage.js";
import { apiRequest } from "../../lib/api-client.js";

/** The servers page's banner: healthy (none) or an alert with custom text (API.md §2.12). */
export function ServerNoticeForm() {
  const id = useId();
  const [type, setType] = useState<ServerNoticeType>("alert");
  const [message, setMessage] = useState("");
  const [result, setResult] = useState<Result | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      await apiRequest("/api/servers/notice", {
        method: "POST",
        body: { notice: { type, message: type === "" ? "" : message } },
      });
      setResult({ ok: true, text: type === "" ? "Servers marked healthy." : "Alert posted." });
    } catch (e) {
      setResult({ ok: false, text: e instanceof Error ? e.message : String(e) });
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded border border-line bg-surface p-4">
      <h2 id={`${id}-title`} className="mb-2 font-semibold text-lg">
        Server notice
      </h2>
      <form onSubmit={submit} className="grid gap-3">
        <fieldset className="flex gap-4 text-sm">
          <legend className="sr-only">Server status</legend>
          {(
            [
              ["", "Healthy"],
              ["alert", "Alert"],
            ] as const
          ).map(([value, label]) => (
            <label key={label} className="flex items-center gap-1.5">
              <input
                type="radio"
                name={`${id}-type`}
                checked={type === value}
                onChange={() => setType(value)}
                className="accent-accent"
              />
              {label}
            </label>
          ))}
        </fieldset>
        <div>
          <label htmlFor={`${id}-message`} className="mb-1 block text-sm">
            Message
          </label>
          <input
            id={`${id}-message`}
            className="h-9 w-full rounded border border-line bg-bg px-2 text-sm disabled:opacity-50"
            placeholder={DEFAULT_ALERT_MESSAGE}
            maxLength={SERVER_NOTICE_MAX_LENGTH}
            value={message}
            disabled={type === ""}
            onChange={(e) => setMessage(e.target.value)}
          />
        </div>
        <div className="flex items-center gap-3">
          <Button type="submit" variant="primary" disabled={sending}>
            Post notice
          </Button>
          <ResultMessage result={result} />
        </div>
      </form>
    </section>
  );
}
