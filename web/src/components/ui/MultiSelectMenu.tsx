import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { type OpenedBy, type PopupTrigger, useKeyboardOpenFocus } from "./DeferredPopup.js";
import type { MultiSelectOption } from "./MultiSelect.js";

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
  const focusFirstItem = useKeyboardOpenFocus(openedBy);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          onFocus={focusFirstItem}
          className="z-50 min-w-48 rounded border border-line bg-raised p-1 shadow-xl"
        >
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
                <span
                  className="size-2 rounded-full"
                  style={{ backgroundColor: option.colour }}
                  aria-hidden
                />
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
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
