import { cx } from "../../components/ui/cx.js";

export const navLinkClass = (active: boolean) =>
  cx(
    "inline-flex h-9 items-center rounded px-3 text-sm font-medium transition-colors hover:bg-raised hover:text-ink",
    active ? "text-ink bg-raised" : "text-muted",
  );
