import { Outlet, useNavigation } from "react-router";
import { SelectionProvider } from "../../lib/league/selection.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { FailureBanner } from "../FailureBanner.js";
import { NavBar } from "../nav/NavBar.js";
import { RequestServerBanner } from "../RequestServerBanner.js";
import { UpdateBanner } from "../UpdateBanner.js";

const MAIN_ID = "main";

export function AppLayout() {
  const navigating = useNavigation().state !== "idle";
  return (
    // Inside the router: the selection is read from and written to the address.
    <SelectionProvider>
      <div className="flex min-h-screen flex-col">
        {/* The first thing a keyboard reaches: past the navigation to the page itself. */}
        <a
          href={`#${MAIN_ID}`}
          className="sr-only z-50 rounded bg-accent px-3 py-2 font-semibold text-accent-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <UpdateBanner />
        <NavBar />
        <FailureBanner />
        <RequestServerBanner />
        {navigating && (
          <div
            className="fixed top-0 right-0 left-0 z-50 h-0.5 animate-pulse bg-accent"
            role="progressbar"
            aria-label="Loading the page"
          />
        )}
        {/* Focusable so the skip link moves focus (and a screen reader) here, not just the scroll. */}
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="mx-auto w-full max-w-[1600px] flex-1 px-3 py-5 outline-none md:px-6"
        >
          <Outlet />
        </main>
        <footer className="border-line border-t px-6 py-4 text-center text-muted text-xs">
          Fragboard · stats computed from every match's events ·{" "}
          <SelectionLink to="/about" className="underline hover:text-ink">
            About
          </SelectionLink>
        </footer>
      </div>
    </SelectionProvider>
  );
}
