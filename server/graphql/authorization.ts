import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { Role } from '../../domain/enums.ts';
import type { GraphQLContext } from '../context.ts';
import { forbidden, unauthenticated } from '../errors.ts';

/**
 * Enforces `@auth(roles)` and `@public` on root fields. A root field with neither is a
 * programming error and stops start-up, so no operation can ship unguarded.
 */
export function applyAuthorization(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (field, fieldName, typeName) => {
      const auth = getDirective(schema, field, 'auth')?.[0] as { roles?: Role[] } | undefined;
      const isPublic = Boolean(getDirective(schema, field, 'public')?.[0]);
      if (!auth && !isPublic) {
        throw new Error(`${typeName}.${fieldName} needs @auth or @public in schema.graphql`);
      }
      if (!auth) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      const roles = auth.roles ?? [];
      return {
        ...field,
        resolve(source, args, context: GraphQLContext, info) {
          if (!context.viewer) throw unauthenticated();
          if (roles.length > 0 && !roles.includes(context.viewer.role)) throw forbidden();
          return resolve(source, args, context, info);
        },
      };
    },
  });
}

/** The signed-in user inside an `@auth` resolver. */
export function viewerOf(context: GraphQLContext) {
  if (!context.viewer) throw unauthenticated();
  return context.viewer;
}
