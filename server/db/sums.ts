import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The sum of a paise column (or expression) over the rows, exact whatever its size, 0 over none.
 * Never cast to a 32-bit integer: one store's unpaid ₹2.15 crore once broke every store's payout
 * (issue 48). PostgreSQL sums numeric paise as numeric, which the drivers read as text: the number
 * is exact below 9e15 paise (Number.MAX_SAFE_INTEGER). tests/unit/paise-sums.test.ts finds a sum
 * of paise cast to 32 bits anywhere in the server's SQL.
 */
export const sumPaise = (column: AnyColumn | SQL) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
