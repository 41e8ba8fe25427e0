import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { cx } from "./cx.js";

export type TabItem<T extends string> = { value: T; label: string; disabled?: boolean; content?: ReactNode };

/**
 * Radix tabs (arrow keys move between tabs, the panel is labelled by its tab). Only the active
 * panel is mounted, so a tab's queries and charts load when it is first opened.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  className,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(next) => {
        // Radix hands back a plain string: only one of our own tab values goes on.
        const picked = tabs.find((tab) => tab.value === next);
        if (picked) onChange(picked.value);
      }}
      className={className}
    >
      <RadixTabs.List aria-label={label} className="mb-4 flex flex-wrap gap-x-1 border-line border-b">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            disabled={tab.disabled}
            className={cx(
              "-mb-px shrink-0 whitespace-nowrap border-transparent border-b-2 px-3 py-2 text-muted text-sm",
              "hover:text-ink data-[state=active]:border-accent data-[state=active]:text-ink",
              "disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:text-muted",
            )}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map(
        (tab) =>
          tab.content !== undefined && (
            <RadixTabs.Content key={tab.value} value={tab.value} className="outline-none">
              {tab.content}
            </RadixTabs.Content>
          ),
      )}
    </RadixTabs.Root>
  );
}
