/**
 * Every ID argument of the contract, found by reading schema.graphql (so a new field is covered
 * without editing this test), gets malformed values: each answers NOT_FOUND or BAD_USER_INPUT,
 * never a server error.
 */
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentOf, rolesOf, SCHEMA } from './schema-fields.ts';
import type { Role } from '../../domain/enums.ts';
import { userWithToken } from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';

const schema = SCHEMA;
const MALFORMED = [
  '------------------------------------',
  'not-an-id',
  "1' OR '1'='1",
  '',
  'x'.repeat(300),
];
const A_GOOD_ID = '00000000-0000-4000-8000-000000000000';

interface Case {
  name: string;
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  roles: Role[];
  /** Builds the field's variables with `bad` at one ID position. */
  variables(bad: string): Record<string, unknown>;
}

/** A valid value for every required input, with `bad` at the `target`-th ID met on the way. */
function sample(type: GraphQLInputType, ids: { left: number; bad: string }): unknown {
  if (isNonNullType(type)) return sample(type.ofType, ids);
  if (isListType(type)) return [sample(type.ofType, ids)];
  if (isScalarType(type)) {
    if (type.name === 'ID') return ids.left-- === 0 ? ids.bad : A_GOOD_ID;
    return { Int: 1, Float: 1, Boolean: true }[type.name] ?? 'x';
  }
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((f) => [f.name, sample(f.type, ids)]),
    );
  }
  return null;
}

function countIds(type: GraphQLInputType): number {
  const inner = getNullableType(type);
  if (isListType(inner)) return countIds(inner.ofType);
  if (isInputObjectType(inner))
    return Object.values(inner.getFields()).reduce((n, f) => n + countIds(f.type), 0);
  return isScalarType(inner) && inner.name === 'ID' ? 1 : 0;
}

const cases: Case[] = [];
for (const operation of ['query', 'mutation'] as const) {
  const root = operation === 'query' ? schema.getQueryType() : schema.getMutationType();
  for (const field of Object.values(root?.getFields() ?? {})) {
    field.args.forEach((arg: GraphQLArgument) => {
      const n = countIds(arg.type);
      for (let target = 0; target < n; target++) {
        cases.push({
          name: `${field.name}(${arg.name}) #${target + 1}`,
          operation,
          field,
          roles: rolesOf(field)?.length ? rolesOf(field)! : ['STORE_OWNER'],
          variables: (bad) =>
            Object.fromEntries(
              field.args.map((a) => [
                a.name,
                sample(a.type, a === arg ? { left: target, bad } : { left: -1, bad }),
              ]),
            ),
        });
      }
    });
  }
}

const documentFor = (c: Case) => documentOf(c.operation, c.field);

it('finds the ID arguments of the contract', () => {
  expect(cases.map((c) => c.name)).toContain('markNotificationsRead(ids) #1');
  expect(cases.map((c) => c.name)).toContain('user(id) #1');
});

describe.each(engines)('malformed ids (%s)', (engine) => {
  let api: TestApi;
  const tokens = {} as Record<Role, string>;
  beforeAll(async () => {
    api = await startTestApi(engine);
    for (const role of ['ADMIN', 'STORE_OWNER', 'CUSTOMER'] as const) {
      tokens[role] = (await userWithToken(api, `${role.toLowerCase()}@ids.test`, role)).token;
    }
  });
  afterAll(() => api.close());

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    for (const bad of MALFORMED) {
      const res = await api.gql(documentFor(c), c.variables(bad), { token: tokens[c.roles[0]!] });
      expect([bad, errorCode(res)]).toEqual([
        bad,
        expect.stringMatching(/^(NOT_FOUND|BAD_USER_INPUT)$/),
      ]);
    }
  });
});
