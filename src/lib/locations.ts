import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { graphql } from '../gql';
import { request } from './graphql.ts';
import { locationKeys } from './location-keys.ts';
import { meKeys } from './me.ts';
import { m } from '../../domain/messages.ts';

export { locationKeys } from './location-keys.ts';

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
      handlingDays
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

/** A variant's pieces at one location, as the console reads them (`LocationStockRow`). */
interface StockRow {
  locationId: string;
  name?: string | null;
  isPrimary: boolean;
  totalStock: number;
  reservedStock: number;
}

/**
 * A variant's pieces at each open location of its store: the rows it holds (the console reads
 * `locations(held: true)`) and the store's other locations at none, in the list's order (the
 * store's address first, then by name). Without the store's list (offline, never saved), the rows
 * it holds alone.
 */
export function everyLocation<Row extends StockRow>(
  held: readonly Row[],
  places: readonly Pick<StoreLocation, 'id' | 'name' | 'isPrimary'>[] | undefined,
): StockRow[] {
  if (!places) return [...held];
  const at = new Map(held.map((l) => [l.locationId, l]));
  const listed = new Set(places.map((p) => p.id));
  return [
    ...places.map(
      (p): StockRow =>
        at.get(p.id) ?? {
          locationId: p.id,
          name: p.name,
          isPrimary: p.isPrimary,
          totalStock: 0,
          reservedStock: 0,
        },
    ),
    // Held at a location the saved list does not have yet (opened since it was read).
    ...held.filter((l) => !listed.has(l.locationId)),
  ];
}

/** A location of a store's as saved on this device (its name for a row a variant did not hold). */
export function savedPlace(queryClient: QueryClient, locationId: string) {
  for (const [, list] of queryClient.getQueriesData<StoreLocation[]>({
    queryKey: locationKeys.all,
  })) {
    const found = Array.isArray(list) ? list.find((l) => l.id === locationId) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** A location's name as the seller reads it: the store's address says so until it is named. */
export const locationName = (location: { name?: string | null; isPrimary: boolean }) =>
  location.name ?? (location.isPrimary ? m.locationPrimaryName() : '');

/** "All locations" in a list's address, chosen by a member who works at one (issue 51). */
export const ALL_LOCATIONS = 'all';

/**
 * The location a list shows (orders, queues, manifest): the one its address names, else the one
 * the member works at, their lists opening on it (issue 51); '' every location.
 */
export const listLocation = (inAddress: string | undefined, mine: string | null | undefined) =>
  inAddress === undefined ? (mine ?? '') : inAddress === ALL_LOCATIONS ? '' : inAddress;

/** How a list's location is written in its address: `listLocation`'s inverse. */
export const addressLocation = (location: string, mine: string | null | undefined) =>
  location || (mine ? ALL_LOCATIONS : undefined);
