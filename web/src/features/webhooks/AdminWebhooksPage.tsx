import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { NotAuthorized } from "../../components/ui/NotAuthorized.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { LEAGUE_WEBHOOKS_PATH, leagueWebhooksQuery } from "../../lib/queries/webhooks.js";
import { useSession, useSessionPending } from "../../lib/session.js";
import { useLatestSearchParams } from "../../lib/use-latest-search-params.js";
import { AddDestinationForm } from "./AddDestinationForm.js";
import { DestinationCard } from "./DestinationCard.js";

/**
 * /admin/webhooks?open={id}: the league's webhook destinations (docs/operations.md#outgoing-webhooks),
 * each with its latest deliveries and failures (the one opened is in the address), a test button,
 * and the form to add one.
 */
export default function AdminWebhooksPage() {
  const { isAdmin } = useSession();
  const pending = useSessionPending();
  const list = useQuery({ ...leagueWebhooksQuery(), enabled: isAdmin });
  const [params, setParams] = useLatestSearchParams();
  const opened = params.get("open");
  // Against the address as it is now, not as drawn: a double click opens, then closes.
  const toggle = (id: number) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (previous.get("open") === String(id)) next.delete("open");
      else next.set("open", String(id));
      return next;
    });

  if (pending) return <LoadingScreen />;
  if (!isAdmin) return <NotAuthorized title="Webhooks" />;
  return (
    <>
      <PageTitle
        tab="Webhooks"
        aside={
          <Link to="/admin" className="text-accent text-sm hover:underline">
            Back to Admin
          </Link>
        }
      >
        Webhooks
      </PageTitle>
      <p className="mb-4 max-w-3xl text-muted text-sm">
        Results, approved articles and notices, sent as they happen to Discord channels or any HTTPS receiver.
        Each event is sent once per destination, retried when the receiver fails, and kept across restarts.
      </p>
      <div className="grid gap-4">
        {list.isPending ? (
          <LoadingScreen />
        ) : list.isError ? (
          <LoadError error={list.error} />
        ) : list.data.length === 0 ? (
          <p className="rounded border border-line bg-surface p-4 text-muted">
            No destination yet: add one below, then send it a test.
          </p>
        ) : (
          list.data.map((d) => (
            <DestinationCard
              key={d.id}
              destination={d}
              path={`${LEAGUE_WEBHOOKS_PATH}/${d.id}`}
              listKey={[LEAGUE_WEBHOOKS_PATH]}
              open={opened === String(d.id)}
              onToggle={() => toggle(d.id)}
            />
          ))
        )}
        <AddDestinationForm />
      </div>
    </>
  );
}
