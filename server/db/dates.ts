import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { INDIA_UTC_OFFSET_MINUTES } from '../../domain/dates.ts';

/**
 * The Indian day (YYYY-MM-DD) of a timestamptz column, in SQL: the same rule as domain/dates.ts
 * `indianDate`, from the same offset. (The counters' view in migration 0005 spells it out the
 * same way.)
 */
export function indianDaySql(column: SQLWrapper): SQL<string> {
  const offset = sql.raw(`interval '${INDIA_UTC_OFFSET_MINUTES} minutes'`);
  return sql<string>`to_char((${column} at time zone 'UTC') + ${offset}, 'YYYY-MM-DD')`;
}
