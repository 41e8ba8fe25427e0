import { discordIdSchema, type SessionInfo, sessionListSchema, sessionsRevokedSchema } from "@fragboard/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/Button.js";
import { useConfirm } from "../../components/ui/ConfirmDialog.js";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { NotAuthorized } from "../../components/ui/NotAuthorized.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { apiGet, apiRequest } from "../../lib/api-client.js";
import { formatDayTime } from "../../lib/format.js";
import { useSession, useSessionPending } from "../../lib/session.js";
import { useLatestSearchParams } from "../../lib/use-latest-search-params.js";

/**
 * /admin/sessions?member=<discordId>: a member's sessions (docs/auth.md#sessions): each browser
 * sign-in or named operator token, when it was made and last used, from which client and network
 * (shortened by the server), and a way to end one or all of them, each after a confirmation. The
 * member and whether ended sessions show are in the URL (?ended=1), so a link shows the same list.
 * The server decides who may do this (admin scope); this page only hides itself from others.
 */

const sessionsPath = (member: string) => `/api/admin/members/${member}/sessions`;

export default function SessionsPage() {
  const { isAdmin } = useSession();
  if (useSessionPending()) return <LoadingScreen />;
  if (!isAdmin) return <NotAuthorized title="Sessions" />;
  return <MemberSessions />;
}

function MemberSessions() {
  const id = useId();
  // Latest: a change starts from the address as it is, so one made before the page re-renders
  // (a member chosen, then "ended" ticked) is not undone by the next.
  const [params, setParams] = useLatestSearchParams();
  const member = params.get("member") ?? "";
  const showEnded = params.get("ended") === "1";
  const valid = discordIdSchema.safeParse(member).success;
  const [draft, setDraft] = useState(member);
  const [inputError, setInputError] = useState<string | null>(null);

  const choose = (event: FormEvent) => {
    event.preventDefault();
    const parsed = discordIdSchema.safeParse(draft.trim());
    if (!parsed.success) {
      setInputError("A Discord id is 17 to 20 digits.");
      return;
    }
    setInputError(null);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set("member", parsed.data);
      return next;
    });
  };

  // Flipped as the address has it when the click lands: a double click is two flips.
  const toggleEnded = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (current.get("ended") !== "1") next.set("ended", "1");
      else next.delete("ended");
      return next;
    });

  return (
    <>
      <PageTitle tab="Sessions">Sessions</PageTitle>
      <p className="mb-4 text-muted text-sm">
        A member's sign-ins and operator tokens that have not expired. Ending one signs that browser or script
        out at once, on every instance. Back to <Link to="/admin">Admin</Link>.
      </p>
      <form onSubmit={choose} noValidate className="mb-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`${id}-member`} className="mb-1 block text-sm">
            Member's Discord id
          </label>
          <input
            id={`${id}-member`}
            inputMode="numeric"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={inputError !== null}
            aria-describedby={inputError ? `${id}-member-error` : undefined}
            className="rounded border border-line bg-surface px-2 py-1"
          />
        </div>
        <Button type="submit">Show sessions</Button>
        {inputError && (
          <p id={`${id}-member-error`} role="alert" className="w-full text-danger text-sm">
            {inputError}
          </p>
        )}
      </form>
      {member !== "" && !valid ? (
        <p role="alert" className="text-danger text-sm">
          {member} is not a Discord id (17 to 20 digits).
        </p>
      ) : valid ? (
        <SessionList member={member} showEnded={showEnded} onShowEnded={toggleEnded} />
      ) : null}
    </>
  );
}

function SessionList({
  member,
  showEnded,
  onShowEnded,
}: {
  member: string;
  showEnded: boolean;
  onShowEnded(): void;
}) {
  const queryClient = useQueryClient();
  const path = sessionsPath(member);
  const list = useQuery({
    queryKey: [path, {}],
    queryFn: async ({ signal }) => sessionListSchema.parse(await apiGet(path, {}, signal)),
    staleTime: 0,
  });
  const [confirm, dialog] = useConfirm();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const act = async (question: Parameters<typeof confirm>[0], work: () => Promise<string>) => {
    if (!(await confirm(question))) return;
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: await work() });
    } catch (e) {
      setOutcome({ ok: false, text: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: [path] });
    }
  };

  const endOne = (session: SessionInfo) =>
    act(
      {
        title: "End this session?",
        description: session.current
          ? "This is your own session: you will be signed out here at once."
          : `${label(session)} will be signed out at once, on every instance. This cannot be undone.`,
        confirmLabel: "End session",
        destructive: true,
      },
      async () => {
        await apiRequest(`${path}/${encodeURIComponent(session.id)}`, { method: "DELETE" });
        return `${label(session)} ended.`;
      },
    );

  const endAll = (active: number) =>
    act(
      {
        title: "End every session of this member?",
        description: `All ${active} active session${active === 1 ? "" : "s"} of member ${member}, operator tokens included, end at once, and tokens of theirs not seen yet are refused. This cannot be undone.`,
        confirmLabel: "End all sessions",
        destructive: true,
      },
      async () => {
        const answer = sessionsRevokedSchema.parse(await apiRequest(`${path}/revoke`, { method: "POST" }));
        return `${answer.revoked} session${answer.revoked === 1 ? "" : "s"} ended.`;
      },
    );

  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <p className="text-sm">Loading the sessions…</p>;
  const active = list.data.sessions.filter((s) => s.revokedAt === null);
  const shown = showEnded ? list.data.sessions : active;
  return (
    <section aria-label={`Sessions of ${member}`} className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm">
          {active.length} active session{active.length === 1 ? "" : "s"}
          {list.data.sessions.length > active.length
            ? `, ${list.data.sessions.length - active.length} ended`
            : ""}
        </p>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={showEnded}
            onChange={() => onShowEnded()}
            className="accent-accent"
          />
          Show ended sessions
        </label>
        <Button
          type="button"
          disabled={busy || active.length === 0}
          onClick={() => void endAll(active.length)}
          className="ml-auto"
        >
          End all sessions
        </Button>
      </div>
      {outcome && (
        <p role={outcome.ok ? "status" : "alert"} className={outcome.ok ? "text-sm" : "text-danger text-sm"}>
          {outcome.text}
        </p>
      )}
      {shown.length === 0 ? (
        <p className="text-muted text-sm">No {showEnded ? "" : "active "}sessions.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-line border-b">
                <th scope="col" className="py-1 pr-3">
                  Session
                </th>
                <th scope="col" className="py-1 pr-3">
                  Created
                </th>
                <th scope="col" className="py-1 pr-3">
                  Last seen
                </th>
                <th scope="col" className="py-1 pr-3">
                  Client
                </th>
                <th scope="col" className="py-1 pr-3">
                  Network
                </th>
                <th scope="col" className="py-1 pr-3">
                  Expires
                </th>
                <th scope="col" className="py-1">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((session) => (
                <tr key={session.id} className="border-line border-b">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {label(session)}
                    {session.current ? <span className="ml-1 text-muted">(yours, this browser)</span> : null}
                  </th>
                  <td className="py-1 pr-3">{formatDayTime(session.createdAt)}</td>
                  <td className="py-1 pr-3">
                    {session.lastSeenAt ? formatDayTime(session.lastSeenAt) : "never"}
                  </td>
                  <td className="py-1 pr-3">{session.client ?? "-"}</td>
                  <td className="py-1 pr-3">{session.network ?? "-"}</td>
                  <td className="py-1 pr-3">{formatDayTime(session.expiresAt)}</td>
                  <td className="py-1">
                    {session.revokedAt ? (
                      <span className="text-muted">ended {formatDayTime(session.revokedAt)}</span>
                    ) : (
                      <Button
                        type="button"
                        disabled={busy}
                        onClick={() => void endOne(session)}
                        aria-label={`End ${label(session)}`}
                      >
                        End
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog}
    </section>
  );
}

/** "Operator token “ingest”" or "Browser sign-in of Nov 6, 8:30 PM". */
const label = (session: SessionInfo) =>
  session.name
    ? `Operator token “${session.name}”`
    : `Browser sign-in of ${formatDayTime(session.createdAt)}`;
