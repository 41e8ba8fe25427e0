import * as RadixTooltip from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";

/**
 * An accessible tooltip (hover and keyboard focus) for controls whose reason needs saying, such
 * as a button that cannot be used yet. Plain figures use the `title` of `Stat` instead.
 */
export function Tooltip({
  content,
  children,
  defaultOpen,
}: {
  content: ReactNode;
  children: ReactElement;
  /** Shown at once, as for a pointer already over the control when the tooltip mounts. */
  defaultOpen?: boolean;
}) {
  return (
    <RadixTooltip.Provider delayDuration={150}>
      <RadixTooltip.Root defaultOpen={defaultOpen}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            sideOffset={6}
            className="z-50 max-w-64 rounded border border-line bg-raised px-2 py-1 text-ink text-xs shadow-xl"
          >
            {content}
            <RadixTooltip.Arrow className="fill-line" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
