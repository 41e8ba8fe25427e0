import type { ReactNode } from "react";

/** What a control needs to be tied to its label, hint and error for screen readers. */
export type ControlProps = { id: string; "aria-invalid": boolean; "aria-describedby"?: string };

export const inputClass =
  "h-9 w-full rounded border border-line bg-bg px-2 text-sm disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-bad";

/** A labelled control of the profile form, with its hint and its error under it. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
  className,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: (props: ControlProps) => ReactNode;
  className?: string;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-muted text-sm">
        {label}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-muted text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-bad text-xs">
          {error}
        </p>
      )}
    </div>
  );
}

/** A native select whose first option, "", means "not set". */
export function OptionSelect({
  control,
  value,
  options,
  onChange,
  disabled,
}: {
  control: ControlProps;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <select
      {...control}
      className={inputClass}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">Not specified</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A titled group of fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    // min-w-0 and a minmax(0, 1fr) column (grid-cols-1): a fieldset and a grid track are at least
    // as wide as their content by default, and a long link in it (a social URL) made the whole
    // form wider than a phone.
    <fieldset className="grid min-w-0 grid-cols-1 content-start gap-3 rounded-md border border-line bg-surface p-4">
      <legend className="px-1 font-semibold text-muted text-xs uppercase tracking-wide">{title}</legend>
      {children}
    </fieldset>
  );
}
