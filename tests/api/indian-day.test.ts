/**
 * The Indian day in SQL (server/db/dates.ts) and in TypeScript (domain/dates.ts) are one rule:
 * the same instants fall on the same day on both sqlEngines, across midnight in India.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianDate, indianDayEnd, indianDayStart } from '../../domain/dates.ts';
import type { Database } from '../../server/db/client.ts';
import { indianDaySql } from '../../server/db/dates.ts';
import { sqlEngines, freshDatabase } from './harness.ts';

const INSTANTS = [
  '2026-11-25T18:29:59.999Z',
  '2026-11-25T18:30:00.000Z',
  '2026-03-31T18:29:59.999Z',
  '2026-03-31T18:30:00.000Z',
  '2026-12-31T23:59:59.999Z',
  '2027-01-01T00:00:00.000Z',
];

describe.each(sqlEngines)('the Indian day on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(engine);
  });
  afterAll(() => database.close());

  it('is the same day in SQL as in TypeScript, either side of midnight in India', async () => {
    for (const at of INSTANTS) {
      const ts = sql`${at}::timestamptz`;
      const result = (await database.db.execute(
        sql`select ${indianDaySql(ts)} as day`,
      )) as unknown as {
        rows: { day: string }[];
      };
      expect(result.rows[0]!.day, at).toBe(indianDate(new Date(at)));
    }
  });

  it('starts and ends each day at midnight in India', () => {
    expect(indianDayStart('2026-11-26').toISOString()).toBe('2026-11-25T18:30:00.000Z');
    expect(indianDayEnd('2026-11-26').toISOString()).toBe('2026-11-26T18:30:00.000Z');
    for (const at of INSTANTS) {
      const day = indianDate(new Date(at));
      expect(indianDayStart(day).getTime()).toBeLessThanOrEqual(Date.parse(at));
      expect(indianDayEnd(day).getTime()).toBeGreaterThan(Date.parse(at));
    }
  });
});
