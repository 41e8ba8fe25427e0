import type { ReputationBody, ReputationResponse } from "@fragboard/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { cx } from "../../components/ui/cx.js";
import { apiRequest } from "../../lib/api-client.js";
import { refetchAfterWrite } from "../../lib/queries/query-options.js";
import { loginHref, useSession } from "../../lib/session.js";
import { DeferredTooltip } from "./DeferredTooltip.js";
import { useReputation } from "./use-reputation.js";

export const REP_LOGIN_MESSAGE = "You must be logged in to +Rep";
export const REP_SELF_MESSAGE = "You cannot +Rep yourself";
export const REP_NO_DISCORD_MESSAGE = "He has no linked Discord account to +Rep";

const PATH = "/api/fragboard/plusRep";
const baseClass = "inline-flex h-8 items-center gap-1 rounded border px-3 text-sm";

/**
 * The player's +Rep count and, for a signed-in member viewing someone else, the toggle that gives
 * or takes back his +Rep (spec 000 §6, docs/api.md#reputation). Signed out it leads to sign-in;
 * on his own page it says why it cannot be used. The server enforces both rules as well.
 */
export function RepButton({ discordId }: { discordId: string | undefined }) {
  const reputation = useReputation(discordId);
  const { user } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const given = user !== null && reputation.data?.plusRep[user.discordId] !== undefined;
  const change = useMutation({
    mutationFn: (body: ReputationBody) => apiRequest<ReputationResponse>(PATH, { method: "POST", body }),
    onSuccess: () => refetchAfterWrite<ReputationResponse>(queryClient, PATH, { discordId }),
  });

  const count = reputation.data?.repped;
  const label = `+Rep${count === undefined ? "" : ` ${count}`}`;
  const content = (
    <>
      <span className="font-semibold text-good">+Rep</span>
      {count !== undefined && <span className="num">{count}</span>}
    </>
  );

  if (!user) {
    return (
      <DeferredTooltip content={REP_LOGIN_MESSAGE}>
        <a
          href={loginHref(location.pathname + location.search)}
          aria-label={`${label}: ${REP_LOGIN_MESSAGE}`}
          className={cx(baseClass, "border-line bg-surface hover:bg-raised")}
        >
          {content}
        </a>
      </DeferredTooltip>
    );
  }
  const refusal = !discordId
    ? REP_NO_DISCORD_MESSAGE
    : discordId === user.discordId
      ? REP_SELF_MESSAGE
      : null;
  // (the second test only tells TypeScript what the first implies)
  if (refusal || !discordId) {
    const reason = refusal ?? REP_NO_DISCORD_MESSAGE;
    return (
      <DeferredTooltip content={reason}>
        <button
          type="button"
          aria-disabled
          aria-label={`${label}: ${reason}`}
          className={cx(baseClass, "cursor-not-allowed border-line bg-surface opacity-80")}
        >
          {content}
        </button>
      </DeferredTooltip>
    );
  }
  const busy = change.isPending || reputation.isPending;
  const hint = change.isError
    ? `Could not save: ${change.error.message}`
    : given
      ? "You gave him +Rep; click to take it back"
      : "Give him +Rep";
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <DeferredTooltip content={hint}>
        <button
          type="button"
          aria-pressed={given}
          aria-busy={busy}
          disabled={busy}
          aria-label={label}
          onClick={() => change.mutate({ action: given ? "remove" : "add", discordId })}
          className={cx(
            baseClass,
            "disabled:cursor-wait",
            given ? "border-good/60 bg-good/15 hover:bg-good/25" : "border-line bg-surface hover:bg-raised",
            change.isError && "border-bad/60",
          )}
        >
          {content}
        </button>
      </DeferredTooltip>
      {/* A failed write says why where the click was, not only in a tooltip (issue #26). */}
      {change.isError && (
        <span role="alert" className="text-bad text-xs">
          Your +Rep was not saved: {change.error.message}
        </span>
      )}
    </span>
  );
}
