/** Team Builder's stat filter rows (docs/rules.md#stat-filters): field, operator, value. */

export const NUMBER_OPERATORS = [">=", "<=", ">", "<", "=", "!="] as const;
export const TEXT_OPERATORS = ["contains", "not contains", "is", "is not"] as const;
export const FILTER_OPERATORS = [...NUMBER_OPERATORS, ...TEXT_OPERATORS] as const;
export type NumberOperator = (typeof NUMBER_OPERATORS)[number];
export type TextOperator = (typeof TEXT_OPERATORS)[number];
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export type FieldKind = "number" | "text";

export type StatFilter = { field: string; operator: FilterOperator; value: string };

// Plain code, not a zod schema: the rows are read from the address on the Team Builder's first
// render, and zod would be the largest script of that render.
const isOperator = (text: string): text is FilterOperator => FILTER_OPERATORS.some((op) => op === text);

/** A new row's operator: '>=' for numbers, 'contains' for text (spec 000 §4). */
export const defaultOperator = (kind: FieldKind): FilterOperator => (kind === "number" ? ">=" : "contains");

export const operatorsFor = (kind: FieldKind): readonly FilterOperator[] =>
  kind === "number" ? NUMBER_OPERATORS : TEXT_OPERATORS;

/** A row whose operator does not suit its field's kind has it replaced by the kind's default. */
export function fitOperator(kind: FieldKind, operator: FilterOperator): FilterOperator {
  return operatorsFor(kind).includes(operator) ? operator : defaultOperator(kind);
}

/**
 * A typed number, or undefined when the text is not one ("", "abc", "1.2.3", "Infinity"):
 * `Number("")` is 0 and `parseFloat("12abc")` is 12, neither of which the user typed.
 */
export function parseFilterNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** `actual operator value` for numbers; fails when either side is not a finite number. */
export function compareNumber(actual: unknown, operator: FilterOperator, value: string): boolean {
  const wanted = parseFilterNumber(value);
  if (typeof actual !== "number" || !Number.isFinite(actual) || wanted === undefined) return false;
  switch (operator) {
    case ">=":
      return actual >= wanted;
    case "<=":
      return actual <= wanted;
    case ">":
      return actual > wanted;
    case "<":
      return actual < wanted;
    case "=":
      return actual === wanted;
    case "!=":
      return actual !== wanted;
    default:
      return false;
  }
}

/** Text comparison ignoring case and surrounding blanks; a missing text is the empty text. */
export function compareText(actual: unknown, operator: FilterOperator, value: string): boolean {
  const text = (typeof actual === "string" || typeof actual === "number" ? String(actual) : "").toLowerCase();
  const wanted = value.trim().toLowerCase();
  switch (operator) {
    case "contains":
      return text.includes(wanted);
    case "not contains":
      return !text.includes(wanted);
    case "is":
      return text === wanted;
    case "is not":
      return text !== wanted;
    default:
      return false;
  }
}

/** The rows that filter: those with a field and a non-blank value (spec 000 §5). */
export const activeFilters = (rows: readonly StatFilter[]): StatFilter[] =>
  rows.filter((row) => row.field !== "" && row.value.trim() !== "");

/**
 * Whether a record passes every active row. `kindOf` names each field's kind (undefined = a field
 * the data does not have, which nothing passes); `read` reads a field of the record.
 */
export function passesFilters<T>(
  record: T,
  rows: readonly StatFilter[],
  kindOf: (field: string) => FieldKind | undefined,
  read: (record: T, field: string) => unknown,
): boolean {
  return activeFilters(rows).every((row) => {
    const kind = kindOf(row.field);
    if (kind === undefined) return false;
    const actual = read(record, row.field);
    return kind === "number"
      ? compareNumber(actual, row.operator, row.value)
      : compareText(actual, row.operator, row.value);
  });
}

/** One row in an address: `field:operator:value` (the operators hold no colon, the value may). */
export function encodeFilter(row: StatFilter): string {
  return `${row.field}:${row.operator}:${row.value}`;
}

/** A row from its address form, or undefined when the operator is unknown. */
export function decodeFilter(text: string): StatFilter | undefined {
  const first = text.indexOf(":");
  const second = first === -1 ? -1 : text.indexOf(":", first + 1);
  if (second === -1) return undefined;
  const operator = text.slice(first + 1, second);
  return isOperator(operator)
    ? { field: text.slice(0, first), operator, value: text.slice(second + 1) }
    : undefined;
}
