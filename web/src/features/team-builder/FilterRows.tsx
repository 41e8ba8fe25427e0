import {
  defaultOperator,
  FILTER_OPERATORS,
  type FilterOperator,
  operatorsFor,
  parseFilterNumber,
  type StatFilter,
} from "@fragboard/core";
import { useRef } from "react";
import { Button } from "../../components/ui/Button.js";
import { BUILDER_FIELD_GROUPS, builderField } from "./builder-fields.js";
import { emptyRow, type RowsUpdate } from "./use-builder-params.js";

const control = "h-8 rounded border border-line bg-surface px-2 text-sm";

/**
 * The stat filter rows (spec 000 §4, §5): field, operator, value. Picking a field resets the value
 * and the operator ('>=' for numbers, 'contains' for text); the last row cannot be removed; a row
 * without field or value filters nothing; a number field with a non-number value passes no one.
 */
export function FilterRows({
  rows,
  onChange,
}: {
  rows: readonly StatFilter[];
  onChange: (update: RowsUpdate) => void;
}) {
  // Edits apply to the row as the address holds it when they land, not as last drawn.
  const update = (index: number, edit: (row: StatFilter) => StatFilter) =>
    onChange((current) => current.map((row, i) => (i === index ? edit(row) : row)));
  const fields = useRef<(HTMLSelectElement | null)[]>([]);
  const addRow = useRef<HTMLDivElement>(null);
  // Focus moves before the change, else the removed row's button takes it to <body>: to the row
  // above, or for the first row the add button (rows are keyed by place, so both stay mounted).
  const remove = (index: number) => {
    (fields.current[index - 1] ?? addRow.current?.querySelector("button"))?.focus();
    onChange((current) => current.filter((_, i) => i !== index));
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-semibold text-sm">Stat filters</legend>
      {rows.map((row, index) => {
        const field = builderField(row.field);
        const operators = field ? operatorsFor(field.kind) : FILTER_OPERATORS;
        const notNumber =
          field?.kind === "number" && row.value.trim() !== "" && parseFilterNumber(row.value) === undefined;
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place; editing one keeps its place
          <div key={index} className="flex flex-wrap items-center gap-2">
            <select
              ref={(element) => {
                fields.current[index] = element;
              }}
              aria-label={`Filter ${n} stat`}
              value={row.field}
              onChange={(event) => {
                const field = event.target.value;
                update(index, () => ({
                  field,
                  operator: defaultOperator(builderField(field)?.kind ?? "number"),
                  value: "",
                }));
              }}
              className={`${control} w-56 max-w-full`}
            >
              <option value="">Choose a stat…</option>
              {BUILDER_FIELD_GROUPS.map(({ group, fields }) => (
                <optgroup key={group} label={group}>
                  {fields.map((f) => (
                    <option key={f.key} value={f.key}>
                      {f.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <select
              aria-label={`Filter ${n} operator`}
              value={row.operator}
              onChange={(event) => {
                const operator = operators.find((op) => op === event.target.value);
                if (operator)
                  update(index, (current) => ({ ...current, operator: operator as FilterOperator }));
              }}
              className={control}
            >
              {operators.map((op) => (
                <option key={op} value={op}>
                  {op}
                </option>
              ))}
            </select>
            <input
              aria-label={`Filter ${n} value`}
              aria-invalid={notNumber || undefined}
              aria-describedby={notNumber ? `filter-${n}-error` : undefined}
              value={row.value}
              inputMode={field?.kind === "number" ? "decimal" : "text"}
              placeholder={field?.kind === "number" ? "Number" : "Text"}
              onChange={(event) => {
                const value = event.target.value;
                update(index, (current) => ({ ...current, value }));
              }}
              className={`${control} w-28 placeholder:text-muted`}
            />
            <Button
              aria-label={`Remove filter ${n}`}
              disabled={rows.length === 1}
              onClick={() => remove(index)}
            >
              ×
            </Button>
            {notNumber && (
              <span id={`filter-${n}-error`} className="text-red-400 text-xs">
                Not a number: no player passes this filter
              </span>
            )}
          </div>
        );
      })}
      <div ref={addRow}>
        <Button onClick={() => onChange((current) => [...current, emptyRow()])}>+ Add filter</Button>
      </div>
    </fieldset>
  );
}
