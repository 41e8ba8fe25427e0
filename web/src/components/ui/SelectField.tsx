import { cx } from "./cx.js";

/** A labelled native select (keyboard and screen readers for free) in the filter bar's style. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  fixedWidth = false,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (next: T) => void;
  /**
   * Its widest width from the first render: for options that arrive later (a list fetched after
   * the page is drawn), whose longer labels would widen the select, wrap the bar onto another
   * line and push the page below it down (a layout shift).
   */
  fixedWidth?: boolean;
}) {
  return (
    <label className="flex items-center gap-1.5 text-sm">
      <span className="text-muted">{label}</span>
      <select
        value={value}
        onChange={(event) => {
          const picked = options.find((option) => option.value === event.target.value);
          if (picked) onChange(picked.value);
        }}
        className={cx("h-8 max-w-52 rounded border border-line bg-surface px-2", fixedWidth && "w-52")}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
