import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useState } from "react";
import type { OpenedBy, PopupTrigger } from "../../components/ui/DeferredPopup.js";
import { DropdownPopup } from "../../components/ui/DropdownPopup.js";
import { MESSAGES } from "../../components/ui/messages.js";
import { type NotificationsState, useOpenMenuReadState } from "../../lib/notifications.js";

const LOADING = "Loading notifications...";
const FAILED = "Notifications could not be loaded; they are asked again in a moment.";

/** The notifications dropdown itself, loaded on first use by NotificationsMenu (which mounts it open). */
export function NotificationsMenuPopup({
  state,
  trigger,
  openedBy,
}: {
  state: NotificationsState;
  trigger: PopupTrigger;
  openedBy: OpenedBy;
}) {
  const [open, setOpen] = useState(true);
  const isNew = useOpenMenuReadState(open, state);
  const { notifications, loading, failed } = state;
  const note = (text: string) => (
    <p role="status" className="px-3 py-2 text-muted text-sm">
      {text}
    </p>
  );
  return (
    <DropdownPopup trigger={trigger} openedBy={openedBy} align="end" className="w-80" onOpenChange={setOpen}>
      {notifications.length === 0
        ? note(loading ? LOADING : failed ? FAILED : MESSAGES.noNotifications)
        : notifications.map((n) => (
            <DropdownMenu.Item key={n.id} asChild>
              <a
                href={n.href}
                {...(n.shouldNewTab ? { target: "_blank", rel: "noreferrer" } : {})}
                className="flex gap-3 rounded px-3 py-2 outline-none data-[highlighted]:bg-line"
              >
                {n.imageUrl && (
                  <img
                    src={n.imageUrl}
                    alt=""
                    width={64}
                    height={36}
                    className="h-9 w-16 rounded object-cover"
                  />
                )}
                <span className="min-w-0">
                  <span className="flex items-center gap-1.5 font-medium text-sm">
                    {isNew(n.id) && <span className="size-1.5 shrink-0 rounded-full bg-accent" aria-hidden />}
                    {n.title}
                    {isNew(n.id) && <span className="sr-only">(new)</span>}
                    {n.shouldNewTab && <span className="sr-only">(opens in a new tab)</span>}
                  </span>
                  <span className="block truncate text-muted text-xs">{n.subText}</span>
                </span>
              </a>
            </DropdownMenu.Item>
          ))}
      {notifications.length > 0 && loading && note(LOADING)}
    </DropdownPopup>
  );
}
