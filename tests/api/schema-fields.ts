/** The contract's root fields read from schema.graphql, for tests that cover every one of them. */
import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isObjectType, type GraphQLField } from 'graphql';
import type { Role } from '../../domain/enums.ts';
import { SCHEMA_FILE } from '../../server/graphql/schema.ts';

export const SCHEMA = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));

/** The roles a field's `@auth(roles:)` names, [] for any signed-in user, null for `@public`. */
export function rolesOf(field: GraphQLField<unknown, unknown>): Role[] | null {
  const auth = field.astNode?.directives?.find((d) => d.name.value === 'auth');
  if (!auth) return null;
  const roles = auth.arguments?.find((a) => a.name.value === 'roles')?.value;
  return roles?.kind === 'ListValue' ? roles.values.map((v) => (v as { value: Role }).value) : [];
}

/** A document calling `field` with every argument from a variable of the same name. */
export function documentOf(
  operation: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
): string {
  const defs = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${operation}${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}
