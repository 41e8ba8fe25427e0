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
      <PageTitle tab="Admin">Admin</PageTitle>
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
