import { cx } from "../../components/ui/cx.js";

/**
 * `display` is the link's display utility, so a link shown only from a breakpoint on passes
 * e.g. "hidden 2xl:inline-flex" instead of fighting a fixed inline-flex.
 */
export const navLinkClass = (active: boolean, display = "inline-flex") =>
  cx(
    display,
    "h-9 shrink-0 items-center whitespace-nowrap rounded px-3 text-sm font-medium transition-colors hover:bg-raised hover:text-ink",
    active ? "text-ink bg-raised" : "text-muted",
  );
