import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { OpenedBy, PopupTrigger } from "./DeferredPopup.js";
import { DropdownPopup } from "./DropdownPopup.js";

/** One choice of a MultiSelect. */
export type MultiSelectOption<T extends string> = { value: T; label: string; colour?: string };

/** MultiSelect's checkbox menu itself, loaded on first use. */
export function MultiSelectMenu({
  options,
  selected,
  toggle,
  clear,
  trigger,
  openedBy,
}: {
  options: readonly MultiSelectOption<string>[];
  selected: readonly string[];
  toggle: (value: string) => void;
  clear: () => void;
  trigger: PopupTrigger;
  openedBy: OpenedBy;
}) {
  return (
    <DropdownPopup trigger={trigger} openedBy={openedBy} sideOffset={4} className="min-w-48">
      {options.map((option) => (
        <DropdownMenu.CheckboxItem
          key={option.value}
          checked={selected.includes(option.value)}
          onCheckedChange={() => toggle(option.value)}
          // Keep the menu open so several options can be ticked in a row.
          onSelect={(event) => event.preventDefault()}
          className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-line"
        >
          <span className="grid size-4 place-items-center rounded-sm border border-muted text-xs">
            <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
          </span>
          {option.colour && (
            <span className="size-2 rounded-full" style={{ backgroundColor: option.colour }} aria-hidden />
          )}
          {option.label}
        </DropdownMenu.CheckboxItem>
      ))}
      {selected.length > 0 && (
        <>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            onSelect={clear}
            className="cursor-pointer rounded px-2 py-1.5 text-sm text-muted outline-none data-[highlighted]:bg-line"
          >
            Clear
          </DropdownMenu.Item>
        </>
      )}
    </DropdownPopup>
  );
}
