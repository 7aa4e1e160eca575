/**
 * Every money figure the API answers has an integer-paise field (issue 48): a rupee `Float` that the
 * seed's clients read stays, marked deprecated, beside its `…Paise` twin. Rates and percentages are
 * not money. Read from schema.graphql, so a new rupee field without its twin fails here.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE } from '../../server/graphql/schema.ts';

const NOT_MONEY = /(rate|percent)$/i;

describe('the API’s money fields', () => {
  it('answer each rupee figure in paise too, the rupee one deprecated', () => {
    const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
    const lacking: string[] = [];
    const undeprecated: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__') || type.name === 'Mutation') continue;
      const fields = type.getFields();
      for (const field of Object.values(fields)) {
        if (getNamedType(field.type).name !== 'Float' || NOT_MONEY.test(field.name)) continue;
        if (!fields[`${field.name}Paise`]) lacking.push(`${type.name}.${field.name}`);
        else if (!field.deprecationReason) undeprecated.push(`${type.name}.${field.name}`);
      }
    }
    expect(lacking).toEqual([]);
    expect(undeprecated).toEqual([]);
  });
});
