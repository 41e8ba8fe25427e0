import { SERVER_LOAD_DELAY_MS, type Server } from "@fragboard/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/Button.js";
import { useConfirm } from "../../components/ui/ConfirmDialog.js";
import { cx } from "../../components/ui/cx.js";
import { apiRequest } from "../../lib/api-client.js";
import { formatDayTime } from "../../lib/format.js";
import { SERVER_LIST_KEY, serverDetailsQuery } from "../../lib/queries/servers.js";
import { connectCommand, serverKind, timeLeft } from "./server-display.js";

export const NO_SERVERS = "There aren't any servers running, start one, maybe?";
/** The Time Left column is redrawn this often (it is a clock, not a request). */
const CLOCK_MS = 30_000;

const COLUMNS = ["Name", "Time Left", "Type", "Map", "Players", "Server"] as const;
type Column = (typeof COLUMNS)[number];

/**
 * Below the `sm` breakpoint (a phone) the table stacks: each server is a box of labelled cells,
 * two to a row, the name, connect line and Shutdown across it; as a table its connect line and
 * Shutdown were 250 px off a 390 px screen. The roles are explicit because a table whose parts are
 * displayed as blocks loses its table semantics in some browsers.
 */
const STACKED_CELL =
  "max-sm:block max-sm:px-0 max-sm:py-0 max-sm:before:block max-sm:before:text-muted max-sm:before:text-xs max-sm:before:content-[attr(data-label)]";
const ROLES = {
  table: { role: "table" },
  rowgroup: { role: "rowgroup" },
  row: { role: "row" },
  columnheader: { role: "columnheader" },
  cell: { role: "cell" },
} as const;
const cell = (column: Column, wide = false) => ({
  ...ROLES.cell,
  "data-label": column,
  className: cx("px-2 py-1.5", STACKED_CELL, wide && "max-sm:col-span-2"),
});

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
          <table {...ROLES.table} className="w-full text-sm max-sm:block">
            <thead {...ROLES.rowgroup} className="text-left text-muted max-sm:sr-only">
              <tr {...ROLES.row}>
                {COLUMNS.map((c) => (
                  <th
                    key={c}
                    {...ROLES.columnheader}
                    scope="col"
                    className="whitespace-nowrap px-2 py-1.5 font-medium"
                  >
                    {c}
                  </th>
                ))}
                <th {...ROLES.columnheader} scope="col" className="px-2 py-1.5">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody {...ROLES.rowgroup} className="max-sm:grid max-sm:gap-3">
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

const withClass = (props: ReturnType<typeof cell>, extra: string) => ({
  ...props,
  className: cx(props.className, extra),
});

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
  const [confirm, confirmDialog] = useConfirm();
  const connect = connectCommand(server, viewer);
  const isOwner = server.owner === viewer;

  async function shutDown() {
    const sure = await confirm({
      title: "Shut the server down?",
      description:
        "Everyone on it is disconnected, and it cannot be started again: you would start a new one.",
      confirmLabel: "Shutdown",
      destructive: true,
    });
    if (!sure) return;
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
    <tr
      {...ROLES.row}
      className="border-line border-t align-middle max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:rounded max-sm:border max-sm:p-3"
    >
      <td {...cell("Name", true)}>
        <span className="max-sm:break-words">{detail("name", (d) => d.name)}</span>
        {details.isError && (
          <span className="block text-bad text-xs" title={details.error.message}>
            Not answering
          </span>
        )}
      </td>
      <td
        {...withClass(cell("Time Left"), "num whitespace-nowrap")}
        title={`Shuts down at ${formatDayTime(server.datetime)}`}
      >
        {timeLeft(server.datetime, now)}
      </td>
      <td {...withClass(cell("Type"), "whitespace-nowrap")}>{serverKind(server.type)}</td>
      <td {...withClass(cell("Map"), "whitespace-nowrap")}>{detail("map", (d) => d.map)}</td>
      <td {...withClass(cell("Players"), "num whitespace-nowrap")}>
        {detail("players", (d) => (
          <span title={`${d.players - d.bots} players and ${d.bots} bots on ${d.maxPlayers} slots`}>
            {d.players - d.bots} / {d.maxPlayers}
          </span>
        ))}
      </td>
      <td {...cell("Server", true)}>
        {connect ? (
          <code className="select-all whitespace-nowrap rounded bg-raised px-1 text-xs max-sm:whitespace-normal max-sm:break-all">
            {connect}
          </code>
        ) : (
          <span className="text-muted">Private</span>
        )}
      </td>
      <td {...ROLES.cell} className="px-2 py-1.5 text-right max-sm:col-span-2 max-sm:p-0 max-sm:text-left">
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
        {confirmDialog}
        {error && (
          <p role="alert" className="text-bad text-xs">
            {error}
          </p>
        )}
      </td>
    </tr>
  );
}
