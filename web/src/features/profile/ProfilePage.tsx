import { CACHE_TIMES } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "../../components/ui/LoadError.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { profileBundleQuery } from "../../lib/queries/player.js";
import { loginHref, useMe } from "../../lib/session.js";
import { ProfileEditor } from "./ProfileEditor.js";

const TITLE = "Your Profile";

export const SIGN_IN_MESSAGE = "Sign in to fill in your profile.";

function Title() {
  return (
    <PageTitle tab={TITLE}>
      {TITLE}{" "}
      <span className="ml-1 rounded bg-accent px-1.5 py-0.5 align-middle font-semibold text-accent-ink text-xs uppercase tracking-wide">
        Beta
      </span>
    </PageTitle>
  );
}

/**
 * `/profile` (spec 000 "Profile", docs/api.md#profile): the signed-in user's own profile editor.
 * It reads the same cache entry as his player page (the bundle's `.profile`), kept an hour here.
 */
export default function ProfilePage() {
  const me = useMe();
  const user = me.data?.user ?? null;
  const query = profileBundleQuery(user?.discordId);
  const bundle = useQuery({ ...query, staleTime: CACHE_TIMES.profileEditor });
  return (
    <div className="mx-auto max-w-6xl">
      <Title />
      {me.isPending ? (
        <LoadingScreen />
      ) : me.isError ? (
        <LoadError error={me.error} />
      ) : !user ? (
        <p className="py-12 text-center text-muted">
          {SIGN_IN_MESSAGE}{" "}
          <a href={loginHref("/profile")} className="font-semibold text-accent underline">
            Login
          </a>
        </p>
      ) : bundle.isError ? (
        <LoadError error={bundle.error} />
      ) : !bundle.data ? (
        <LoadingScreen />
      ) : (
        <ProfileEditor saved={bundle.data.profile} user={user} player={me.data?.player ?? null} />
      )}
    </div>
  );
}
