import { z } from "zod";

/**
 * `z.object` with the same schema under each key. Declared free of side effects so bundlers can
 * drop the schemas built with it when only their module's constants and functions are imported:
 * the web app would otherwise ship zod for a key list computed at load time.
 */
export /* @__NO_SIDE_EFFECTS__ */ function objectOf<
  K extends string,
  S extends z.ZodType,
  B extends z.ZodRawShape = Record<never, never>,
>(
  keys: readonly K[],
  schema: S,
  /** Fields that come before the keys. */
  base?: B,
) {
  return z.object({ ...base, ...(Object.fromEntries(keys.map((k) => [k, schema])) as Record<K, S>) } as B &
    Record<K, S>);
}
