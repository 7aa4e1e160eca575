import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvRows } from './csv.ts';

/** Names a buyer or seller could type, each an attack on a spreadsheet or on the row. */
const HOSTILE = [
  '=HYPERLINK("http://evil.example","x")',
  "-2+3+cmd|' /C calc'!A0",
  '+91 cmd',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
  'Kurta, "silk"\r\nsecond line',
  'Plain name',
];

describe('CSV', () => {
  it('quotes every field and defuses formulas, and a strict parser reads each row back whole', () => {
    const text = csvRows([['Name', 'Amount'], ...HOSTILE.map((name) => [name, '-434.85'])]);
    const rows = parse(text, { relax_quotes: false, relax_column_count: false }) as string[][];
    expect(rows).toHaveLength(HOSTILE.length + 1);
    for (const [i, name] of HOSTILE.entries()) {
      const [cell, amount] = rows[i + 1]!;
      // The text is there whole; where it could start a formula it starts with an apostrophe.
      expect(cell!.replace(/^'/, '')).toBe(name);
      expect(/^[=+\-@\t\r]/.test(cell!)).toBe(false);
      expect(amount).toBe('-434.85');
    }
    expect(text.split('\r\n')[0]).toBe('"Name","Amount"');
  });
});
