import * as Collapsible from "@radix-ui/react-collapsible";
import { type ReactNode, useEffect, useRef, useState } from "react";

/** Opening a section scrolls it into view after this delay, once its content has rendered (spec 000 §4). */
const SCROLL_AFTER_OPEN_MS = 100;

/**
 * A titled section that starts closed. Its content mounts only when opened, so whatever it loads
 * (charts, long lists) costs nothing until asked for.
 */
export function CollapsibleSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(
      () => section.current?.scrollIntoView({ behavior: "smooth", block: "start" }),
      SCROLL_AFTER_OPEN_MS,
    );
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} asChild>
      <section ref={section} className="scroll-mt-16 rounded-md border border-line bg-surface">
        <h3>
          <Collapsible.Trigger className="flex w-full items-center justify-between gap-2 px-4 py-3 text-left font-semibold hover:bg-raised">
            {title}
            <span aria-hidden className={open ? "rotate-180 transition-transform" : "transition-transform"}>
              ▾
            </span>
          </Collapsible.Trigger>
        </h3>
        <Collapsible.Content className="border-line border-t p-4">{children}</Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
