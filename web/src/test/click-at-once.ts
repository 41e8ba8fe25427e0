import { act, fireEvent } from "@testing-library/react";

/**
 * Clicks each target in turn inside one `act()`, so none of them sees a re-render of the others:
 * what a quick user does on a busy machine, where react-router commits the address's change in a
 * transition that has not landed between two clicks. A change computed from what was last drawn
 * instead of the address as it is now loses the earlier clicks (lib/use-latest-search-params.ts).
 */
export async function clickAtOnce(...targets: Element[]): Promise<void> {
  await act(async () => {
    for (const target of targets) fireEvent.click(target);
  });
}
