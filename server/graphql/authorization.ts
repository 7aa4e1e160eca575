import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  type GraphQLFieldConfig,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { Role } from '../../domain/enums.ts';
import { canonicalId, isId } from '../../domain/id.ts';
import {
  ADMIN_PERMISSIONS,
  STORE_PERMISSIONS,
  adminRoleMay,
  type AdminPermission,
  type StorePermission,
} from '../../domain/permissions.ts';
import { textProblem } from '../../domain/text.ts';
import type { GraphQLContext, Loaders } from '../context.ts';
import { badInput, forbidden, notFound, unauthenticated } from '../errors.ts';
import { loadOwned, staffMayNot, type Owned, type OwnedKind } from '../services/ownership.ts';

/** ID arguments that name a store's object: a field taking one must declare `@owns` for it. */
const OWNED_ARG = /^(storeId|productId|orderId|complaintId)s?$/;

/**
 * Enforces `@auth(roles, staff)` and `@public` on root fields (an ADMIN's staff role must hold
 * `staff`, which every field an ADMIN may call names), `@staff` on object fields (a customer
 * reads null or an empty list), and two rules on every argument (nested
 * in lists and inputs too) before any resolver runs: a malformed `ID` answers NOT_FOUND (a good
 * one arrives in its canonical spelling), and a `String` with control characters or over the
 * length any text may have answers BAD_USER_INPUT. Then `@owns(kind, arg, may)` loads the object
 * the field acts on and checks that the caller's store is its store and that their role there
 * may do `may` (services/ownership.ts); the resolver reads it with `owned()`. A root field with
 * neither `@auth` nor `@public`, with a `storeId`, `productId` or `orderId` argument that no
 * `@owns` covers, or with an `@owns` a seller may call that names no permission (or an unknown
 * one), is a programming error and stops start-up, so no operation can ship unguarded.
 */
export function applyAuthorization(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (field, fieldName, typeName) => {
      const auth = getDirective(schema, field, 'auth')?.[0] as
        { roles?: Role[]; staff?: AdminPermission } | undefined;
      const isPublic = Boolean(getDirective(schema, field, 'public')?.[0]);
      if (!auth && !isPublic) {
        throw new Error(`${typeName}.${fieldName} needs @auth or @public in schema.graphql`);
      }
      const owns = (getDirective(schema, field, 'owns') ?? []) as {
        kind: OwnedKind;
        arg: string;
        may?: StorePermission;
      }[];
      const unclaimed = ownedArgPaths(field).filter((p) => !owns.some((o) => o.arg === p));
      if (unclaimed.length > 0) {
        throw new Error(
          `${typeName}.${fieldName} takes ${unclaimed.join(', ')}: declare @owns for it in schema.graphql`,
        );
      }
      if (owns.length > 0 && !auth) throw new Error(`${typeName}.${fieldName}: @owns needs @auth`);
      const roles = auth?.roles ?? [];
      // The platform's staff have roles too: a field an ADMIN may call names what they need.
      if (roles.includes('ADMIN') && auth?.staff === undefined) {
        throw new Error(`${typeName}.${fieldName}: @auth(roles: [..., ADMIN]) needs staff:`);
      }
      if (auth?.staff !== undefined && !ADMIN_PERMISSIONS.includes(auth.staff)) {
        throw new Error(`${typeName}.${fieldName}: @auth(staff: "${auth.staff}") is no permission`);
      }
      const sellerMay = roles.length === 0 || roles.includes('STORE_OWNER');
      for (const claim of owns) {
        if (claim.may !== undefined && !STORE_PERMISSIONS.includes(claim.may)) {
          throw new Error(`${typeName}.${fieldName}: @owns(may: "${claim.may}") is no permission`);
        }
        if (sellerMay && claim.may === undefined) {
          throw new Error(`${typeName}.${fieldName}: @owns(kind: ${claim.kind}) needs may:`);
        }
      }
      const resolve = field.resolve ?? defaultFieldResolver;
      const normalizeArgs = argsNormalizer(field);
      return {
        ...field,
        async resolve(source, rawArgs, context: GraphQLContext, info) {
          if (auth) {
            if (!context.viewer) throw unauthenticated();
            if (roles.length > 0 && !roles.includes(context.viewer.role)) throw forbidden();
            const viewer = context.viewer;
            if (
              viewer.role === 'ADMIN' &&
              auth.staff &&
              !adminRoleMay(viewer.adminRole, auth.staff)
            )
              throw staffMayNot(viewer);
          }
          const args = normalizeArgs(rawArgs);
          for (const claim of owns) {
            const id = valueAt(args, claim.arg);
            if (typeof id !== 'string') throw notFound();
            const reading = info.operation.operation === 'query';
            // The staff's role was checked by @auth(staff:); a member's is checked here.
            const may = context.viewer?.role === 'ADMIN' ? undefined : claim.may;
            const object = await loadOwned(
              context.app,
              context.viewer!,
              claim.kind,
              id,
              reading,
              may,
            );
            context.owned.set(ownedKey(claim.kind, id), object);
            if (reading) primeLoaders(context.loaders, claim.kind, object);
          }
          return resolve(source, args, context, info);
        },
      };
    },
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      if (!getDirective(schema, field, 'staff')?.[0]) return field;
      const type = getNullableType(field.type);
      if (type !== field.type && !isListType(type)) {
        throw new Error(`${typeName}.${fieldName}: @staff needs a nullable field or a list`);
      }
      const hidden = isListType(type) ? [] : null;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve(source, args, context: GraphQLContext, info) {
          const role = context.viewer?.role;
          if (role !== 'STORE_OWNER' && role !== 'ADMIN') return hidden;
          return resolve(source, args, context, info);
        },
      };
    },
  });
}

/** The object an `@owns` field acts on, loaded and checked before its resolver ran. */
export function owned<K extends OwnedKind>(context: GraphQLContext, kind: K, id: string): Owned[K] {
  const object = context.owned.get(ownedKey(kind, id));
  if (!object) throw new Error(`No @owns(kind: ${kind}) covers ${id}`);
  return object as Owned[K];
}

const ownedKey = (kind: OwnedKind, id: string) => `${kind}:${id}`;

/**
 * A query's loaders start with the rows its check read: a field that asks for the store again
 * (an order's contact rule, say) costs no second statement. Not for a write, whose resolver may
 * change them before a field reads them back.
 */
function primeLoaders(loaders: Loaders, kind: OwnedKind, object: unknown) {
  if (kind === 'STORE') {
    const store = object as Owned['STORE'];
    loaders.storesById.prime(store.id, store);
    return;
  }
  const owned = object as Partial<Owned['ORDER_ITEM'] & Owned['PRODUCT']>;
  if (owned.store) loaders.storesById.prime(owned.store.id, owned.store);
  if (owned.product) loaders.productsById.prime(owned.product.id, owned.product);
  if (owned.order) loaders.ordersById.prime(owned.order.id, owned.order);
  if (owned.item) loaders.orderItemsById.prime(owned.item.id, owned.item);
}

function valueAt(args: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      args,
    );
}

/** The paths (`storeId`, `input.storeId`) of the field's ID arguments that name owned objects. */
function ownedArgPaths(field: GraphQLFieldConfig<unknown, unknown>): string[] {
  const paths: string[] = [];
  const visit = (type: GraphQLInputType, path: string, name: string, seen: Set<string>) => {
    const inner = getNullableType(type);
    if (isListType(inner)) return visit(inner.ofType, path, name, seen);
    if (isScalarType(inner) && inner.name === 'ID' && OWNED_ARG.test(name)) paths.push(path);
    if (isInputObjectType(inner) && !seen.has(inner.name)) {
      for (const f of Object.values(inner.getFields()))
        visit(f.type, `${path}.${f.name}`, f.name, new Set([...seen, inner.name]));
    }
  };
  for (const [name, arg] of Object.entries(field.args ?? {}))
    visit(arg.type, name, name, new Set());
  return paths;
}

type Normalize = (value: unknown) => unknown;

/** Builds, once per field, the function that checks its ids and text and canonicalises ids. */
function argsNormalizer(field: GraphQLFieldConfig<unknown, unknown>) {
  const byArg = Object.entries(field.args ?? {}).flatMap(([name, arg]) => {
    const normalize = normalizerFor(arg.type, new Set(), name);
    return normalize ? [[name, normalize] as const] : [];
  });
  if (byArg.length === 0) return (args: Record<string, unknown>) => args;
  return (args: Record<string, unknown>) => {
    const out = { ...args };
    for (const [name, normalize] of byArg) out[name] = normalize(out[name]);
    return out;
  };
}

function normalizerFor(type: GraphQLInputType, seen: Set<string>, name: string): Normalize | null {
  const inner = getNullableType(type);
  if (isScalarType(inner) && inner.name === 'String') {
    return (value) => {
      const problem = typeof value === 'string' ? textProblem(value) : null;
      if (problem) throw badInput({ [name]: problem });
      return value;
    };
  }
  if (isScalarType(inner)) {
    if (inner.name !== 'ID') return null;
    return (value) => {
      if (value == null) return value;
      if (!isId(value)) throw notFound();
      return canonicalId(value);
    };
  }
  if (isListType(inner)) {
    const item = normalizerFor(inner.ofType, seen, name);
    return item && ((value) => (Array.isArray(value) ? value.map(item) : value));
  }
  if (isInputObjectType(inner) && !seen.has(inner.name)) {
    seen.add(inner.name);
    const fields = Object.values(inner.getFields()).flatMap((f) => {
      const normalize = normalizerFor(f.type, new Set(seen), f.name);
      return normalize ? [[f.name, normalize] as const] : [];
    });
    if (fields.length === 0) return null;
    return (value) => {
      if (value == null || typeof value !== 'object') return value;
      const out = { ...(value as Record<string, unknown>) };
      for (const [name, normalize] of fields) out[name] = normalize(out[name]);
      return out;
    };
  }
  return null;
}

/** The signed-in user inside an `@auth` resolver. */
export function viewerOf(context: GraphQLContext) {
  if (!context.viewer) throw unauthenticated();
  return context.viewer;
}
