/**
 * Dated tables (docs/india.md): a rate, threshold or fee is in force from its day until the next
 * row's. Every such table in domain/ reads it here.
 */

/** A dated value: in force from `from` (YYYY-MM-DD, Indian date) until the next row. */
export interface Dated<T> {
  from: string;
  value: T;
}

/** The row of `table` in force on `day` (tables are newest first). */
export function inForce<T>(table: readonly Dated<T>[], day: string): T {
  const row = table.find((r) => r.from <= day) ?? table.at(-1)!;
  return row.value;
}
