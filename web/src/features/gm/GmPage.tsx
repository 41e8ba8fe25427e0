import { useQuery } from "@tanstack/react-query";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { NotAuthorized } from "../../components/ui/NotAuthorized.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { RatingCsvUpload } from "../../components/ui/RatingCsvUpload.js";
import { ApiError } from "../../lib/api-client.js";
import { useSeasonMetadata } from "../../lib/league/season-metadata.js";
import { managedFranchisesQuery } from "../../lib/queries/gm.js";
import { useSession, useSessionPending } from "../../lib/session.js";
import { useLatestSearchParams } from "../../lib/use-latest-search-params.js";
import { AccoladeForm } from "./AccoladeForm.js";

/**
 * /gm: the RTL Uploader and the Accolade Form for a franchise's GM, AGM or AGMs. The server says
 * who that is (401/403 is everyone else); with several franchises, ?franchise=PREFIX picks one.
 * Only a session with a GM or AGM role asks: a visitor is refused without a failed request.
 */
export default function GmPage() {
  const { isGm } = useSession();
  const sessionPending = useSessionPending();
  const managed = useQuery({ ...managedFranchisesQuery(), enabled: isGm });
  const season = useSeasonMetadata().data?.number;
  const [params, setParams] = useLatestSearchParams();

  if (sessionPending) return <LoadingScreen />;
  if (!isGm) return <NotAuthorized title="GM Panel" />;
  if (managed.error instanceof ApiError && (managed.error.status === 401 || managed.error.status === 403)) {
    return <NotAuthorized title="GM Panel" />;
  }
  if (managed.isPending || season === undefined) return <LoadingScreen />;
  if (managed.isError) return <LoadError error={managed.error} />;
  const franchise = managed.data.find((f) => f.prefix === params.get("franchise")) ?? managed.data[0];
  if (!franchise) return <NotAuthorized title="GM Panel" />;

  const picker =
    managed.data.length > 1 ? (
      <label className="flex items-center gap-2 text-sm">
        Franchise
        <select
          className="h-8 rounded border border-line bg-surface px-2"
          value={franchise.prefix}
          onChange={(e) => {
            const prefix = e.target.value;
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set("franchise", prefix);
                return next;
              },
              { replace: true },
            );
          }}
        >
          {managed.data.map((f) => (
            <option key={f.id} value={f.prefix}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
    ) : undefined;

  return (
    <>
      <PageTitle tab="GM Panel" aside={picker}>
        GM Panel
      </PageTitle>
      <p className="-mt-2 mb-4 text-muted text-sm">
        {franchise.name} ({franchise.prefix}) · {franchise.role === "GM" ? "General Manager" : "Asst. GM"} ·{" "}
        {franchise.players.length} rostered players
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <RatingCsvUpload
          key={`rtl-${franchise.id}`}
          endpoint="/api/gm/ratings"
          extra={{ franchiseId: franchise.id }}
          title="RTL Uploader"
        />
        <AccoladeForm key={`accolade-${franchise.id}`} franchise={franchise} season={season} />
      </div>
    </>
  );
}
