import type { Notification } from "@fragboard/core";
import { Link, Outlet, useNavigation } from "react-router";
import { NavBar } from "../nav/NavBar.js";

import { UpdateBanner } from "../UpdateBanner.js";

/**
 * Sources of notifications (live streams, the empty-profile reminder) arrive with the Twitch and
 * profile work; until then the menu truthfully has none.
 */
const NOTIFICATIONS: readonly Notification[] = [];

export function AppLayout() {
  const navigating = useNavigation().state !== "idle";
  return (
    <div className="flex min-h-screen flex-col">
      <UpdateBanner />
      <NavBar notifications={NOTIFICATIONS} />
      {navigating && (
        <div className="fixed top-0 right-0 left-0 z-50 h-0.5 animate-pulse bg-accent" role="progressbar" />
      )}
      <main className="mx-auto w-full max-w-[1600px] flex-1 px-3 py-5 md:px-6">
        <Outlet />
      </main>
      <footer className="border-line border-t px-6 py-4 text-center text-muted text-xs">
        Fragboard · stats computed from every match's events ·{" "}
        <Link to="/about" className="underline hover:text-ink">
          About
        </Link>
      </footer>
    </div>
  );
}
