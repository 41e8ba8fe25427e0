import type { LocalMember } from "@fragboard/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { LoadError } from "../../components/ui/LoadError.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { apiRequest } from "../../lib/api-client.js";
import { localMembersQuery } from "../../lib/queries/me.js";
import { loginHref, useMe } from "../../lib/session.js";
import { useDebouncedValue } from "../../lib/use-debounced-value.js";

/**
 * `/signin`: the offline demo sign-in (docs/auth.md). It plays the provider's part when Discord
 * is not configured: pick a member of the simulated league, and the server hands back a one-time
 * code for /cb, exactly as Discord would. Reached from Login (which starts the flow and passes
 * its `state`); opened directly, it starts one first.
 */
export default function SignInPage() {
  const [params] = useSearchParams();
  const state = params.get("state");
  const me = useMe();
  const [text, setText] = useState("");
  const q = useDebouncedValue(text.trim(), 200);
  const members = useQuery({
    ...localMembersQuery(q),
    placeholderData: keepPreviousData,
    enabled: me.data?.signIn === "local",
  });
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const searchId = useId();
  const search = useRef<HTMLInputElement>(null);
  const local = me.data?.signIn === "local";

  useEffect(() => {
    if (!state) window.location.assign(loginHref("/"));
  }, [state]);
  // The page is there to find a member: the box takes the keyboard once it shows.
  useEffect(() => {
    if (local) search.current?.focus();
  }, [local]);

  if (me.data && !local) {
    return (
      <>
        <PageTitle tab="Sign in">Sign in</PageTitle>
        {me.data.signIn === "discord" ? (
          <p className="text-muted">
            Demo sign-in is off: this server signs you in with Discord.{" "}
            <a href={loginHref("/")} className="text-accent underline">
              Login with Discord
            </a>
          </p>
        ) : (
          <p className="text-muted">Sign-in is turned off on this server.</p>
        )}
      </>
    );
  }

  const signInAs = async (member: LocalMember) => {
    if (!state) return;
    setPending(member.discordId);
    setFailure(null);
    try {
      const { redirectTo } = await apiRequest<{ redirectTo: string }>("/api/auth/local/authorize", {
        method: "POST",
        body: { discordId: member.discordId, state },
      });
      const target = new URL(redirectTo);
      navigate(`${target.pathname}${target.search}`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setPending(null);
    }
  };

  return (
    <>
      <PageTitle tab="Sign in">Sign in</PageTitle>
      <div className="mb-4 max-w-3xl rounded border border-accent/50 bg-accent/10 p-3 text-sm">
        <p className="font-semibold">Demo mode: local sign-in</p>
        <p className="mt-1 text-muted">
          This server has no Discord sign-in configured, so you can sign in as any member of the simulated
          league to try profiles, +rep, articles and pickems. Members marked Admin are in ADMIN_DISCORD_IDS.
        </p>
      </div>
      <label htmlFor={searchId} className="mb-1 block text-muted text-sm">
        Find a member by name
      </label>
      <input
        id={searchId}
        ref={search}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Player or username"
        className="mb-3 h-9 w-full max-w-md rounded border border-line bg-surface px-3 text-sm"
      />
      {failure && (
        <p role="alert" className="mb-3 text-bad text-sm">
          {failure}
        </p>
      )}
      {members.isError ? (
        <LoadError error={members.error} />
      ) : !members.data ? (
        <p role="status" className="text-muted text-sm">
          Loading members...
        </p>
      ) : members.data.members.length === 0 ? (
        <p className="text-muted text-sm">No member matches "{q}".</p>
      ) : (
        <>
          <p className="mb-2 text-muted text-xs" aria-live="polite">
            Showing {members.data.members.length} of {members.data.total} members
          </p>
          <ul className="grid max-w-5xl gap-1.5 sm:grid-cols-2 lg:grid-cols-3">
            {members.data.members.map((m) => (
              <li key={m.discordId}>
                <button
                  type="button"
                  disabled={pending !== null}
                  onClick={() => signInAs(m)}
                  aria-label={`Sign in as ${m.playerName ?? m.discordUsername}${m.admin ? " (admin)" : ""}`}
                  className="flex w-full items-center justify-between gap-2 rounded border border-line bg-surface px-3 py-2 text-left hover:bg-raised disabled:opacity-60"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-sm">
                      {m.playerName ?? m.discordUsername}
                    </span>
                    <span className="block truncate text-muted text-xs">
                      @{m.discordUsername}
                      {m.team && ` · ${m.franchisePrefix} ${m.team}`}
                    </span>
                  </span>
                  {m.admin && (
                    <span className="rounded bg-accent px-1.5 py-0.5 font-semibold text-[10px] text-accent-ink">
                      Admin
                    </span>
                  )}
                  {pending === m.discordId && <span className="text-muted text-xs">Signing in...</span>}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
