/** Joins class names, skipping false/undefined (conditional Tailwind classes). */
export const cx = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(" ");
