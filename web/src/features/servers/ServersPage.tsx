import { useQuery } from "@tanstack/react-query";
import { InlineLoading } from "../../components/ui/InlineLoading.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { serverListQuery } from "../../lib/queries/servers.js";
import { useSession } from "../../lib/session.js";
import { RunningServers } from "./RunningServers.js";
import { ServerCommands } from "./ServerCommands.js";
import { ServerSettingsForm } from "./ServerSettingsForm.js";

export const LOGGED_OUT_MESSAGE = "You must be logged into to use this feature.";

/** /servers: game servers on demand for members (spec 000 §3, docs/api.md#servers). */
export default function ServersPage() {
  const { user } = useSession();
  if (!user) {
    return (
      <>
        <PageTitle tab="Servers">Servers</PageTitle>
        <p className="py-12 text-center text-muted">{LOGGED_OUT_MESSAGE}</p>
      </>
    );
  }
  return <MemberServers viewer={user.discordId} />;
}

function MemberServers({ viewer }: { viewer: string }) {
  const list = useQuery(serverListQuery());
  const notice = list.data?.notice;
  return (
    <>
      <PageTitle tab="Servers">
        Servers{" "}
        <span className="ml-1 rounded bg-accent/20 px-1.5 align-middle text-accent text-xs">Beta</span>
      </PageTitle>
      {notice?.type && (
        <p
          role="status"
          className="mb-4 rounded border border-yellow-400/60 bg-yellow-400/15 px-3 py-2 text-yellow-200"
        >
          {notice.message}
        </p>
      )}
      <div className="mb-4 grid gap-4 lg:grid-cols-[2fr_1fr]">
        <ServerSettingsForm
          viewer={viewer}
          running={list.data?.servers.some((server) => server.owner === viewer) ?? false}
        />
        <ServerCommands />
      </div>
      {list.isPending ? (
        <InlineLoading what="the running servers" />
      ) : list.isError ? (
        <LoadError error={list.error} />
      ) : (
        <RunningServers servers={list.data.servers} viewer={viewer} />
      )}
    </>
  );
}
