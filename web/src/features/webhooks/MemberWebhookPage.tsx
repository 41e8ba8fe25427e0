import {
  MEMBER_EVENT_TYPES,
  type MemberEventType,
  type WebhookDestination,
  webhookUrlSchema,
} from "@fragboard/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useLocation } from "react-router";
import { Button } from "../../components/ui/Button.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { apiRequest } from "../../lib/api-client.js";
import { MEMBER_WEBHOOK_PATH, memberWebhookQuery } from "../../lib/queries/webhooks.js";
import { loginHref, useSession, useSessionPending } from "../../lib/session.js";
import { useForm } from "../../lib/use-form.js";
import { DestinationCard } from "./DestinationCard.js";
import { Choices } from "./EventChoices.js";

type Values = { url: string; events: MemberEventType[] };

/**
 * /profile/webhook: a member's own notifications out (issue #23 item 2): a Discord webhook of a
 * channel of his (Discord DMs need a bot the league has not set up), and which of his events go
 * there: the pickems reminder, his server's connect line, his article's fate.
 */
export default function MemberWebhookPage() {
  const { user } = useSession();
  const pending = useSessionPending();
  const { pathname } = useLocation();
  const query = useQuery(memberWebhookQuery(user?.discordId));

  const title = <PageTitle tab="Discord notifications">Discord notifications</PageTitle>;
  if (pending) return <LoadingScreen />;
  if (!user)
    return (
      <>
        {title}
        <p className="rounded border border-line bg-surface p-4 text-sm">
          Sign in to get your reminders in Discord.{" "}
          <a href={loginHref(pathname)} className="text-ink underline hover:text-accent">
            Login
          </a>
        </p>
      </>
    );
  return (
    <>
      {title}
      <p className="mb-4 max-w-3xl text-muted text-sm">
        In Discord, open a channel's settings (a private server of yours will do), Integrations → Webhooks →
        New Webhook, copy its URL and paste it here. Only you see this page; the address is never shown again
        in full.
      </p>
      {query.isPending ? (
        <LoadingScreen />
      ) : query.isError ? (
        <LoadError error={query.error} />
      ) : (
        <div className="grid gap-4">
          {query.data.destination && (
            <DestinationCard
              destination={query.data.destination}
              path={MEMBER_WEBHOOK_PATH}
              listKey={[MEMBER_WEBHOOK_PATH]}
              open
            />
          )}
          <WebhookForm current={query.data.destination} />
        </div>
      )}
    </>
  );
}

function WebhookForm({ current }: { current: WebhookDestination | null }) {
  const id = useId();
  const queryClient = useQueryClient();
  const saved: Values = {
    url: "",
    events: (current?.events as MemberEventType[] | undefined) ?? [...MEMBER_EVENT_TYPES],
  };
  const form = useForm<Values>(id, {
    saved,
    validate: (v) => ({
      ...(webhookUrlSchema.safeParse(v.url).success ? {} : { url: "Paste the webhook's https:// address" }),
      ...(v.events.length > 0 ? {} : { events: "Choose at least one" }),
    }),
    fieldOf: (message) =>
      message.startsWith("url") ? "url" : message.startsWith("events") ? "events" : undefined,
    async submit(values) {
      await apiRequest(MEMBER_WEBHOOK_PATH, { method: "PUT", body: values });
      await queryClient.invalidateQueries({ queryKey: [MEMBER_WEBHOOK_PATH] });
      return { ...values, url: "" };
    },
  });
  return (
    <section aria-labelledby={`${id}-title`} className="rounded border border-line bg-surface p-4">
      <h2 id={`${id}-title`} className="mb-3 font-semibold text-lg">
        {current ? "Change your webhook" : "Link your Discord webhook"}
      </h2>
      <form onSubmit={form.onSubmit} className="grid gap-3" noValidate>
        <div>
          <label htmlFor={form.fieldId("url")} className="mb-1 block text-sm">
            Webhook URL{current && " (paste it again to change the events)"}
          </label>
          <input
            id={form.fieldId("url")}
            type="url"
            autoComplete="off"
            className="h-9 w-full rounded border border-line bg-bg px-2 text-sm"
            placeholder="https://discord.com/api/webhooks/…"
            value={form.values.url}
            onChange={(e) => form.set("url", e.target.value)}
          />
          {form.errors.url && <p className="text-bad text-sm">{form.errors.url}</p>}
        </div>
        <Choices
          id={form.fieldId("events")}
          legend="Send me"
          options={MEMBER_EVENT_TYPES}
          chosen={form.values.events}
          onChange={(next) => form.set("events", next)}
          error={form.errors.events}
        />
        <div className="flex items-center gap-3">
          <Button type="submit" variant="primary" disabled={form.submitting}>
            {form.submitting ? "Saving…" : current ? "Save" : "Link webhook"}
          </Button>
          {form.failure && (
            <p role="alert" className="text-bad text-sm">
              Not saved: {form.failure}
            </p>
          )}
          {form.succeeded && (
            <p role="status" className="text-good text-sm">
              Saved. Send yourself a test above.
            </p>
          )}
        </div>
        {form.leaveDialog}
      </form>
    </section>
  );
}
