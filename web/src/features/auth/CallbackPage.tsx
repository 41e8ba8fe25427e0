import type { DiscordLoginResponse } from "@fragboard/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { apiRequest } from "../../lib/api-client.js";
import { meQuery } from "../../lib/queries/me.js";
import { loginHref } from "../../lib/session.js";

/** Discord's answer when the user pressed Cancel on its consent screen. */
const DENIED = "access_denied";

/**
 * `/cb` (spec 000 §2): the provider sends the browser back here with `code` and `state`; the
 * server checks the state, exchanges the code, sets the session cookie and names the path the
 * Login button was pressed on. A failure says why and offers to start again; nothing is kept.
 */
export default function CallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  // The exchange runs once: a code is single-use (StrictMode mounts effects twice).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get("code");
    const state = params.get("state");
    if (params.get("error") === DENIED) return setError("You cancelled the sign-in.");
    if (!code || !state) return setError("The sign-in came back without a code. Press Login to try again.");
    apiRequest<DiscordLoginResponse>("/api/discord/login", {
      method: "POST",
      body: { code, state, redirect_uri: `${window.location.origin}/cb` },
    }).then(
      async ({ returnTo }) => {
        await queryClient.invalidateQueries({ queryKey: meQuery().queryKey });
        navigate(returnTo, { replace: true });
      },
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, [params, navigate, queryClient]);

  return (
    <>
      <PageTitle tab="Signing in">{error ? "Sign-in failed" : "Signing in..."}</PageTitle>
      {error ? (
        <div role="alert" className="max-w-xl rounded border border-bad/50 bg-bad/10 p-4">
          <p>{error}</p>
          <a href={loginHref("/")} className="mt-3 inline-block text-accent underline">
            Start the sign-in again
          </a>
        </div>
      ) : (
        <p role="status" className="text-muted">
          Checking your sign-in...
        </p>
      )}
    </>
  );
}
