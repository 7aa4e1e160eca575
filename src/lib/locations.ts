import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { graphql } from '../gql';
import { request } from './graphql.ts';
import { meKeys } from './me.ts';
import { m } from '../../domain/messages.ts';

/** A store's pickup locations (issue 51, decision 055): the Locations screen, stock and orders. */
export const locationKeys = {
  all: ['locations'] as const,
  store: (storeId: string) => [...locationKeys.all, storeId] as const,
};

const StoreLocationsDocument = graphql(`
  query StoreLocations($storeId: ID!) {
    storeLocations(storeId: $storeId) {
      id
      name
      isPrimary
      address
      stateCode
      pinCode
      gstin
      contactName
      contactPhone
      hours
      takesReturns
    }
  }
`);

export const storeLocationsQueryOptions = (storeId: string) =>
  queryOptions({
    queryKey: locationKeys.store(storeId),
    queryFn: async () => (await request(StoreLocationsDocument, { storeId })).storeLocations,
    staleTime: 60_000,
  });

/**
 * A location added, edited or archived: the list, the store's count of them (`me`, which decides
 * whether items say where they ship from), and what names them or splits by them (`dependents`:
 * the products' stock by location, the orders' "Ships from"), saved on the device too, are read
 * again. Without it a product saved before the godown opened without its split.
 */
export function locationsChanged(
  queryClient: QueryClient,
  storeId: string,
  dependents: readonly QueryKey[],
) {
  for (const queryKey of [locationKeys.store(storeId), meKeys.all, ...dependents])
    void queryClient.invalidateQueries({ queryKey });
}

export type StoreLocation = Awaited<
  ReturnType<NonNullable<ReturnType<typeof storeLocationsQueryOptions>['queryFn']>>
>[number];

/** A location's name as the seller reads it: the store's address says so until it is named. */
export const locationName = (location: { name?: string | null; isPrimary: boolean }) =>
  location.name ?? (location.isPrimary ? m.locationPrimaryName() : '');
