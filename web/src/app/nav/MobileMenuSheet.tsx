import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import type { PopupTrigger } from "../../components/ui/DeferredPopup.js";
import { SelectionNavLink } from "../../lib/league/selection-link.js";
import { ABOUT_NAV, PRIMARY_NAV, TOOLS_NAV } from "./nav-items.js";
import { navLinkClass } from "./nav-link-class.js";
import { SelectionFields } from "./SelectionFields.js";

/** The mobile menu's sheet with every link and the historical selector, loaded on first use by MobileMenu. */
export function MobileMenuSheet({ trigger }: { trigger: PopupTrigger }) {
  const [open, setOpen] = useState(true);
  const link = (item: { label: string; to: string }) => (
    <SelectionNavLink
      key={item.to}
      to={item.to}
      onClick={() => setOpen(false)}
      className={({ isActive }) => `${navLinkClass(isActive)} w-full`}
    >
      {item.label}
    </SelectionNavLink>
  );
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger {...trigger} />
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-1 overflow-y-auto border-line border-l bg-surface p-4">
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="font-bold">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="grid size-8 place-items-center rounded hover:bg-raised"
            >
              ×
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav className="grid gap-1" aria-label="Main">
            {PRIMARY_NAV.map(link)}
            <p className="mt-3 px-3 font-semibold text-muted text-xs uppercase tracking-wide">Tools</p>
            {TOOLS_NAV.map(link)}
            <div className="mt-3">{link(ABOUT_NAV)}</div>
          </nav>
          <div className="mt-4 border-line border-t pt-4">
            <SelectionFields />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
