/** A value as JSON carries it: a date as ISO text, an absent value as null. */
export type OnTheWire<T> = T extends Date ? string : T extends undefined ? null : T;

/**
 * A presenter's allowlist: the named fields of a record by the same names (the entity uses the
 * API's names), dates as ISO text and absent values as null; every other field stays behind.
 */
export function allowlist<E extends object, K extends keyof E & string>(
  record: E,
  keys: readonly K[],
): { [P in K]: OnTheWire<E[P]> } {
  const view: Record<string, unknown> = {};
  for (const key of keys) {
    const value = record[key];
    view[key] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return view as { [P in K]: OnTheWire<E[P]> };
}
