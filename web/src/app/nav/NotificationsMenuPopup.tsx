import type { UserNotification } from "@fragboard/core";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useEffect } from "react";
import type { OpenedBy, PopupTrigger } from "../../components/ui/DeferredPopup.js";
import { DropdownPopup } from "../../components/ui/DropdownPopup.js";
import { MESSAGES } from "../../components/ui/messages.js";

/** The notifications dropdown itself, loaded on first use by NotificationsMenu. */
export function NotificationsMenuPopup({
  notifications,
  trigger,
  openedBy,
  onOpen,
}: {
  notifications: readonly UserNotification[];
  trigger: PopupTrigger;
  openedBy: OpenedBy;
  /** Called on each opening, the first one being this mount (the popup mounts already open). */
  onOpen: () => void;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the opening that mounted it.
  useEffect(() => onOpen(), []);
  return (
    <DropdownPopup
      trigger={trigger}
      openedBy={openedBy}
      align="end"
      className="w-72"
      onOpenChange={(open) => open && onOpen()}
    >
      {notifications.length === 0 ? (
        <p className="px-3 py-2 text-muted text-sm">{MESSAGES.noNotifications}</p>
      ) : (
        notifications.map((n) => (
          <DropdownMenu.Item key={n.id} asChild>
            <a
              href={n.href}
              {...(n.shouldNewTab ? { target: "_blank", rel: "noreferrer" } : {})}
              className="flex gap-3 rounded px-3 py-2 outline-none data-[highlighted]:bg-line"
            >
              {n.imageUrl && <img src={n.imageUrl} alt="" className="h-9 w-16 rounded object-cover" />}
              <span>
                <span className="flex items-center gap-1.5 font-medium text-sm">
                  {!n.read && <span className="size-1.5 shrink-0 rounded-full bg-accent" aria-hidden />}
                  {n.title}
                  {!n.read && <span className="sr-only">(unread)</span>}
                </span>
                <span className="block text-muted text-xs">{n.subText}</span>
              </span>
            </a>
          </DropdownMenu.Item>
        ))
      )}
    </DropdownPopup>
  );
}
