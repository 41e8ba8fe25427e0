import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

/** A modal dialog: focus is trapped inside, Escape and the close button dismiss it. */
export function Dialog({
  title,
  trigger,
  children,
  defaultOpen,
}: {
  title: string;
  /** The button that opens it. */
  trigger: ReactNode;
  children: ReactNode;
  /** Open as soon as it mounts (a dialog whose code loaded on the trigger's first click). */
  defaultOpen?: boolean;
}) {
  return (
    <RadixDialog.Root defaultOpen={defaultOpen}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(1260px,96vw)] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-md border border-line bg-surface p-4 shadow-2xl"
        >
          <div className="mb-3 flex items-center justify-between gap-2">
            <RadixDialog.Title className="font-bold text-lg">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className="grid size-8 place-items-center rounded text-muted hover:bg-raised hover:text-ink"
            >
              ×
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
