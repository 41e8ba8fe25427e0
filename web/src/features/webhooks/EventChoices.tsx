import { EVENT_LABELS, type OutwardEventType } from "@fragboard/core";

/** Checkboxes of event types (or tiers): the chosen ones, in the offered order. */
export function Choices<T extends string>({
  legend,
  options,
  chosen,
  onChange,
  describe = (option) => EVENT_LABELS[option as OutwardEventType] ?? option,
  error,
  id,
}: {
  legend: string;
  options: readonly T[];
  chosen: readonly T[];
  onChange: (next: T[]) => void;
  describe?: (option: T) => string;
  error?: string;
  id: string;
}) {
  const toggle = (option: T, on: boolean) =>
    onChange(options.filter((o) => (o === option ? on : chosen.includes(o))));
  return (
    <fieldset id={id} className="grid gap-1 text-sm" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 font-medium">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="flex items-center gap-2">
          <input
            type="checkbox"
            className="accent-accent"
            checked={chosen.includes(option)}
            onChange={(e) => toggle(option, e.target.checked)}
          />
          {describe(option)}
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className="text-bad text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
