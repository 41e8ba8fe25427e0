import { useState } from "react";
import { cx } from "./cx.js";

/** A player's picture, or his initial when there is none or it fails to load. */
export function Avatar({
  src,
  name,
  className,
  priority = false,
}: {
  src: string | undefined;
  name: string;
  className?: string;
  /** A page's main picture (its largest paint): loaded at once and first, not lazily. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const base = cx("shrink-0 rounded-full bg-line object-cover", className);
  if (!src || failed) {
    return (
      <span className={cx(base, "grid place-items-center font-bold text-muted")} aria-hidden>
        {name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      onError={() => setFailed(true)}
      className={base}
    />
  );
}
