import * as Popover from "@radix-ui/react-popover";
import type { PopupTrigger } from "../../components/ui/DeferredPopup.js";
import { SelectionFields } from "./SelectionFields.js";

/** The historical selector's popover, loaded on first use by SelectionControl. */
export function SelectionPopover({ trigger }: { trigger: PopupTrigger }) {
  return (
    <Popover.Root defaultOpen>
      <Popover.Trigger {...trigger} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          className="z-50 w-64 rounded border border-line bg-raised p-4 shadow-xl"
        >
          <SelectionFields />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
