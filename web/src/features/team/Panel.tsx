import { type ReactNode, useId } from "react";
import { cx } from "../../components/ui/cx.js";

/** A titled panel of the team page; its heading names the region for screen readers. */
export function Panel({
  title,
  aside,
  children,
  className,
}: {
  title: string;
  /** Controls or a note next to the title. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      // The page's panels come in one render; off screen, one is neither laid out nor painted
      // (content-visibility), which on a phone was most of that render's longest task.
      className={cx(
        "min-w-0 rounded-md border border-line bg-surface p-3 [contain-intrinsic-size:auto_480px] [content-visibility:auto] sm:p-4",
        className,
      )}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-semibold text-lg">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
