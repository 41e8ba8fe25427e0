import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { NavLink } from "react-router";
import { ABOUT_NAV, PRIMARY_NAV, TOOLS_NAV } from "./nav-items.js";
import { navLinkClass } from "./nav-link-class.js";
import { SelectionFields } from "./SelectionControl.js";

/** The menu below the md breakpoint (~768 px): a sheet with every link and the historical selector. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const link = (item: { label: string; to: string }) => (
    <NavLink
      key={item.to}
      to={item.to}
      onClick={() => setOpen(false)}
      className={({ isActive }) => `${navLinkClass(isActive)} w-full`}
    >
      {item.label}
    </NavLink>
  );
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Open menu"
        className="grid size-9 place-items-center rounded text-muted hover:bg-raised hover:text-ink"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </Dialog.Trigger>
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
