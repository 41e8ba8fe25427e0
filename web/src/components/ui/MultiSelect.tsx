import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { cx } from "./cx.js";

export type MultiSelectOption<T extends string> = { value: T; label: string; colour?: string };

/** A keyboard-usable checkbox menu; nothing selected means "no filter". */
export function MultiSelect<T extends string>({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: readonly MultiSelectOption<T>[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
}) {
  const toggle = (value: T) =>
    onChange(
      selected.includes(value)
        ? selected.filter((v) => v !== value)
        : options.map((o) => o.value).filter((v) => v === value || selected.includes(v)),
    );
  const summary = selected.length === 0 ? "All" : `${selected.length} selected`;

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cx(
          "inline-flex h-8 items-center gap-2 rounded border bg-surface px-3 text-sm hover:bg-raised",
          selected.length > 0 ? "border-accent" : "border-line",
        )}
      >
        <span className="text-muted">{label}:</span> {summary} <span aria-hidden>▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
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
                onSelect={() => onChange([])}
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
