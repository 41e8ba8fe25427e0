import type { ButtonHTMLAttributes } from "react";
import { cx } from "./cx.js";

type Variant = "primary" | "ghost" | "outline";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-accent text-accent-ink hover:bg-amber-400 font-semibold",
  outline: "border border-line bg-surface text-ink hover:bg-raised",
  ghost: "text-muted hover:text-ink hover:bg-raised",
};

export function Button({
  variant = "outline",
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return (
    <button
      type={type}
      className={cx(
        "inline-flex h-8 items-center gap-1.5 rounded px-3 text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-50",
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
