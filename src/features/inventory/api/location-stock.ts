import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';
import { inventoryKeys } from './keys.ts';

const LocationStockDocument = graphql(`
  query StoreLocationStock($storeId: ID!, $location: ID!) {
    storeLocationStock(storeId: $storeId, location: $location) {
      entryId
      totalStock
      reservedStock
    }
  }
`);

export type LocationStockLine = {
  entryId: string;
  totalStock: number;
  reservedStock: number;
};

/** Every variant's pieces at one location (issue 51): what a count made there is checked against. */
export const locationStockQueryOptions = (storeId: string, location: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'location-stock', storeId, location] as const,
    queryFn: async (): Promise<LocationStockLine[]> =>
      (await request(LocationStockDocument, { storeId, location })).storeLocationStock,
  });

/** A count's new figures at its location, on the device until the server's answer replaces them. */
export function patchLocationStock(
  queryClient: QueryClient,
  storeId: string,
  location: string,
  counted: ReadonlyMap<string, number>,
) {
  queryClient.setQueryData<LocationStockLine[]>(
    locationStockQueryOptions(storeId, location).queryKey,
    (lines) => {
      if (!lines) return lines;
      const seen = new Set(lines.map((l) => l.entryId));
      return [
        ...lines.map((l) =>
          counted.has(l.entryId) ? { ...l, totalStock: counted.get(l.entryId)! } : l,
        ),
        ...[...counted]
          .filter(([id]) => !seen.has(id))
          .map(([entryId, totalStock]) => ({ entryId, totalStock, reservedStock: 0 })),
      ];
    },
  );
}

/** A variant's pieces at a location as saved on the device, or undefined when not read. */
export const locationPiecesOf = (
  queryClient: QueryClient,
  storeId: string,
  location: string,
  entryId: string,
) =>
  queryClient
    .getQueryData<LocationStockLine[]>(locationStockQueryOptions(storeId, location).queryKey)
    ?.find((l) => l.entryId === entryId)?.totalStock;
