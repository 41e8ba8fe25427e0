import { Link } from "react-router";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { NotAuthorized } from "../../components/ui/NotAuthorized.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { RatingCsvUpload } from "../../components/ui/RatingCsvUpload.js";
import { useSession, useSessionPending } from "../../lib/session.js";
import { PendingArticles } from "./PendingArticles.js";
import { ServerNoticeForm } from "./ServerNoticeForm.js";
import { SettingsEditor } from "./SettingsEditor.js";

/** /admin: article review, the servers notice, the rating CSV and the configuration lists (admin scope). */
export default function AdminPage() {
  const { isAdmin } = useSession();
  if (useSessionPending()) return <LoadingScreen />;
  if (!isAdmin) return <NotAuthorized title="Admin" />;
  return (
    <>
      <PageTitle
        tab="Admin"
        aside={
          <Link to="/admin/webhooks" className="text-accent text-sm hover:underline">
            Webhooks: results and news out to Discord
          </Link>
        }
      >
        Admin
      </PageTitle>
      <p className="mb-4 text-sm">
        <Link to="/admin/import" className="underline">
          Import maps
        </Link>
        : load seasons of match history at once, with a report per map.{" "}
        <Link to="/admin/sessions" className="underline">
          Sessions
        </Link>
        : a member's sign-ins and operator tokens, and ending them.
      </p>
      <div className="grid gap-4">
        <PendingArticles />
        <div className="grid gap-4 lg:grid-cols-2">
          <ServerNoticeForm />
          <RatingCsvUpload endpoint="/api/admin/ratings" title="Rating CSV" />
        </div>
        <SettingsEditor />
      </div>
    </>
  );
}
