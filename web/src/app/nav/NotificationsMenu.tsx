import type { Notification } from "@fragboard/core";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { MESSAGES } from "../../components/ui/messages.js";

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

export function NotificationsMenu({ notifications }: { notifications: readonly Notification[] }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Notifications (${notifications.length})`}
        className="relative grid size-9 place-items-center rounded text-muted hover:bg-raised hover:text-ink"
      >
        <BellIcon />
        {notifications.length > 0 && (
          <span className="absolute top-1 right-1 grid size-4 place-items-center rounded-full bg-accent font-bold text-[10px] text-accent-ink">
            {notifications.length}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-72 rounded border border-line bg-raised p-1 shadow-xl"
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
                    <span className="block font-medium text-sm">{n.title}</span>
                    <span className="block text-muted text-xs">{n.subText}</span>
                  </span>
                </a>
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
