import { SERVER_LOAD_DELAY_MS, type Server } from "@fragboard/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/Button.js";
import { apiRequest } from "../../lib/api-client.js";
import { SERVER_LIST_KEY, serverDetailsQuery } from "../../lib/queries/servers.js";
import { connectCommand, serverKind, timeLeft } from "./server-display.js";

export const NO_SERVERS = "There aren't any servers running, start one, maybe?";
/** The Time Left column is redrawn this often (it is a clock, not a request). */
const CLOCK_MS = 30_000;

const COLUMNS = ["Name", "Time Left", "Type", "Map", "Players", "Server"] as const;

/** The running servers (spec 000 §3): each row's details load 1.5 s after it appears, with placeholders. */
export function RunningServers({ servers, viewer }: { servers: Server[]; viewer: string | null }) {
  const id = useId();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <section aria-labelledby={id} className="rounded border border-line bg-surface p-4">
      <h2 id={id} className="mb-3 font-semibold">
        Running servers
      </h2>
      {servers.length === 0 ? (
        <p className="py-6 text-center text-muted">{NO_SERVERS}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-muted">
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className="whitespace-nowrap px-2 py-1.5 font-medium">
                    {c}
                  </th>
                ))}
                <th scope="col" className="px-2 py-1.5">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {servers.map((server) => (
                <ServerRow key={server.screenid} server={server} viewer={viewer} now={now} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Placeholder({ label }: { label: string }) {
  return (
    <span
      role="img"
      aria-label={`Loading ${label}`}
      className="inline-block h-4 w-20 animate-pulse rounded bg-raised align-middle"
    />
  );
}

function ServerRow({ server, viewer, now }: { server: Server; viewer: string | null; now: number }) {
  const queryClient = useQueryClient();
  // A row shows up first; its details are asked for 1.5 s later (spec 000 §4).
  const [detailsReady, setDetailsReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDetailsReady(true), SERVER_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const details = useQuery(serverDetailsQuery(server.port, detailsReady));
  const [stopping, setStopping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const connect = connectCommand(server, viewer);
  const isOwner = server.owner === viewer;
  const ends = new Date(server.datetime);

  async function shutDown() {
    setStopping(true);
    setError(null);
    try {
      await apiRequest("/api/servers/stop", { method: "POST", body: { id: server.screenid } });
      await queryClient.invalidateQueries({ queryKey: SERVER_LIST_KEY });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setStopping(false);
    }
  }

  const detail = (label: string, value: (d: NonNullable<typeof details.data>) => React.ReactNode) =>
    details.data ? (
      value(details.data)
    ) : details.isError ? (
      <span className="text-muted">—</span>
    ) : (
      <Placeholder label={label} />
    );

  return (
    <tr className="border-line border-t align-middle">
      <td className="px-2 py-1.5">
        {detail("name", (d) => d.name)}
        {details.isError && (
          <span className="block text-bad text-xs" title={details.error.message}>
            Not answering
          </span>
        )}
      </td>
      <td className="num whitespace-nowrap px-2 py-1.5" title={`Shuts down at ${ends.toLocaleString()}`}>
        {timeLeft(server.datetime, now)}
      </td>
      <td className="whitespace-nowrap px-2 py-1.5">{serverKind(server.type)}</td>
      <td className="whitespace-nowrap px-2 py-1.5">{detail("map", (d) => d.map)}</td>
      <td className="num whitespace-nowrap px-2 py-1.5">
        {detail("players", (d) => (
          <span title={`${d.players - d.bots} players and ${d.bots} bots on ${d.maxPlayers} slots`}>
            {d.players - d.bots} / {d.maxPlayers}
          </span>
        ))}
      </td>
      <td className="px-2 py-1.5">
        {connect ? (
          <code className="select-all whitespace-nowrap rounded bg-raised px-1 text-xs">{connect}</code>
        ) : (
          <span className="text-muted">Private</span>
        )}
      </td>
      <td className="px-2 py-1.5 text-right">
        {isOwner && (
          <Button onClick={shutDown} disabled={stopping} aria-busy={stopping}>
            {stopping && (
              <span
                aria-hidden
                className="size-3.5 animate-spin rounded-full border-2 border-ink border-t-transparent"
              />
            )}
            Shutdown
          </Button>
        )}
        {error && (
          <p role="alert" className="text-bad text-xs">
            {error}
          </p>
        )}
      </td>
    </tr>
  );
}
