import { lazy } from "react";
import { DeferredPopup } from "../../components/ui/DeferredPopup.js";
import { useNotifications } from "../../lib/notifications.js";

const load = () => import("./NotificationsMenuPopup.js");
const NotificationsMenuPopup = lazy(async () => ({ default: (await load()).NotificationsMenuPopup }));

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The bell: the unread count as its badge (live league streams included); opening it marks the
 * listed notifications read.
 */
export function NotificationsMenu() {
  const state = useNotifications();
  const unread = state.notifications.filter((n) => !n.read).length;
  const trigger = {
    "aria-label": `Notifications (${unread} unread)`,
    className: "relative grid size-9 place-items-center rounded text-muted hover:bg-raised hover:text-ink",
    children: (
      <>
        <BellIcon />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute top-1 right-1 grid size-4 place-items-center rounded-full bg-accent font-bold text-[10px] text-accent-ink"
          >
            {unread}
          </span>
        )}
      </>
    ),
  };
  return (
    <DeferredPopup kind="menu" preload={load} trigger={trigger}>
      {(openedBy) => <NotificationsMenuPopup state={state} trigger={trigger} openedBy={openedBy} />}
    </DeferredPopup>
  );
}
