import { type ReactNode, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { useConfirm } from "../components/ui/ConfirmDialog.js";

/**
 * While `unsaved`, leaving the page asks first (docs/web.md#forms): a link or Back inside the app
 * opens a dialog (the router's blocker), closing or reloading the tab the browser's own question
 * (`beforeunload`). Changes that stay on the page (a tab, a filter in the address) do not ask.
 * Render the returned dialog once.
 */
export function useLeaveGuard(unsaved: boolean, draftKept: boolean): ReactNode {
  // Read at navigation time: a submit that just saved may navigate before the next render.
  const latest = useRef(unsaved);
  latest.current = unsaved;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      latest.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const [confirm, dialog] = useConfirm();
  const current = useRef(blocker);
  current.current = blocker;

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void confirm({
      title: "Leave without saving?",
      description: draftKept
        ? "Your changes are not saved yet. They stay as a draft in this browser for when you come back."
        : "Your changes are not saved yet and will be lost.",
      confirmLabel: "Leave",
      cancelLabel: "Stay",
    }).then((leave) => (leave ? current.current.proceed?.() : current.current.reset?.()));
  }, [blocker.state, confirm, draftKept]);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);

  return dialog;
}
