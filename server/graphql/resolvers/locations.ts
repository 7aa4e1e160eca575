import type { Resolvers } from '../resolvers-types.gen.ts';
import type { GraphQLContext } from '../../context.ts';
import type { LocationInput } from '../../../domain/locations.ts';
import type { InputMaybe, LocationInput as LocationArgs } from '../resolvers-types.gen.ts';
import * as locations from '../../services/locations.ts';
import { storeAccess } from '../../services/ownership.ts';
import { owned, viewerOf } from '../authorization.ts';

/** GraphQL's nulls as the form's absent fields: the schema's checks then say what is missing. */
const inputOf = (input: LocationArgs): LocationInput => {
  const text = (value: InputMaybe<string> | undefined) => value ?? undefined;
  return {
    name: text(input.name) as string,
    address: text(input.address) as string,
    stateCode: text(input.stateCode) as string,
    pinCode: text(input.pinCode) as string,
    gstin: text(input.gstin) as string,
    contactName: text(input.contactName) as string,
    contactPhone: text(input.contactPhone) as string,
    hours: text(input.hours),
    takesReturns: input.takesReturns ?? undefined,
    handlingDays: input.handlingDays ?? null,
  };
};

/** Whether the viewer is on the store's side of the store (its team or the staff). */
async function onStoreSide(ctx: GraphQLContext, storeId: string) {
  const store = await ctx.loaders.storesById.load(storeId);
  return store && (await storeAccess(ctx.app, ctx.viewer, store, 'store.read')) === 'YES'
    ? store
    : null;
}

/** A store's pickup locations, a variant's pieces at each, an item's location (decision 055). */
export const locationResolvers: Resolvers = {
  Query: {
    storeLocations: (_, { storeId, archived }, ctx) =>
      locations.listLocations(ctx.app, owned(ctx, 'STORE', storeId), archived ?? false),
  },
  Mutation: {
    addStoreLocation: (_, { storeId, input }, ctx) =>
      locations.addLocation(ctx.app, viewerOf(ctx), owned(ctx, 'STORE', storeId), inputOf(input)),
    updateStoreLocation: (_, { storeId, locationId, input }, ctx) =>
      locations.updateLocation(
        ctx.app,
        viewerOf(ctx),
        owned(ctx, 'STORE', storeId),
        locationId,
        inputOf(input),
      ),
    archiveStoreLocation: (_, { storeId, locationId }, ctx) =>
      locations.archiveLocation(ctx.app, viewerOf(ctx), owned(ctx, 'STORE', storeId), locationId),
    moveItemLocation(_, { orderItemId, locationId }, ctx) {
      const { item, store } = owned(ctx, 'ORDER_ITEM', orderItemId);
      return locations.moveItemLocation(ctx.app, viewerOf(ctx), store.id, item, locationId);
    },
  },
  Store: {
    locations: async (s, _, ctx) =>
      (await onStoreSide(ctx, s.id)) ? locations.listLocations(ctx.app, s) : [],
    locationCount: async (s, _, ctx) =>
      (await onStoreSide(ctx, s.id)) ? locations.openLocationCount(ctx.app, s.id) : null,
  },
  StoreLocation: {
    id: (l) => l.row.id,
    name: (l) => l.row.name,
    isPrimary: (l) => l.row.isPrimary,
    hours: (l) => l.row.hours,
    takesReturns: (l) => l.row.takesReturns,
    handlingDays: (l) => l.row.handlingDays,
    archived: (l) => l.row.archivedAt !== null,
  },
  LocationStock: {
    availableStock: (l) => l.totalStock - l.reservedStock,
  },
  InventoryEntry: {
    locations: async (e, { held }, ctx) => {
      if (!(await onStoreSide(ctx, e.storeId))) return [];
      const rows = await ctx.loaders.stockByEntry.load(e.id);
      return held ? rows.filter((l) => l.totalStock > 0 || l.reservedStock > 0) : rows;
    },
  },
  OrderItem: {
    async location(i, _, ctx) {
      const row = await ctx.loaders.locationsById.load(i.locationId);
      const store = row ? await onStoreSide(ctx, row.storeId) : null;
      return row && store ? locations.locationView(ctx.app, store, row) : null;
    },
    async moveTargets(i, _, ctx) {
      const pickup = await ctx.loaders.locationsById.load(i.locationId);
      const store = pickup ? await onStoreSide(ctx, pickup.storeId) : null;
      return store ? locations.moveTargets(ctx.app, store, i) : [];
    },
    async returnsTo(i, _, ctx) {
      const pickup = await ctx.loaders.locationsById.load(i.locationId);
      const store = pickup ? await onStoreSide(ctx, pickup.storeId) : null;
      if (!pickup || !store) return null;
      const door = await ctx.loaders.locationsById.load(
        await ctx.loaders.returnDoorOf.load(i.locationId),
      );
      return door ? locations.locationView(ctx.app, store, door) : null;
    },
  },
};
