import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { m } from '../../../../domain/messages.ts';
import { formatRupees } from '../../../../domain/money.ts';
import { queryClient as sharedClient } from '../../../lib/query-client.ts';
import { graphql } from '../../../gql';
import type { BulkVariantFragment } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { patchSaved } from '../../../lib/saved-list.ts';
import { queueWrite } from '../../../offline/actions.ts';
import { defineQueuedWrite } from '../../../offline/queued-write.ts';
import { inventoryKeys } from './keys.ts';
import { locationPiecesOf, patchLocationStock } from './location-stock.ts';
import { patchSavedEntries } from './update-inventory.ts';
import { localVariantName } from '../../../lib/local-name.ts';

graphql(`
  fragment BulkVariant on InventoryEntry {
    id
    price
    mrp
    sku
    gtin
    totalStock
    reservedStock
    availableStock
    lowStock
    version
    categoryId
    productColorId
    productSizeId
    color {
      id
      name
      names {
        locale
        name
      }
    }
    size {
      id
      name
      names {
        locale
        name
      }
    }
    product {
      id
      name
      gender
      category {
        id
        name
        names {
          locale
          name
        }
      }
    }
  }
`);

const StoreVariantsDocument = graphql(`
  query StoreVariants($storeId: ID!, $after: String) {
    storeVariants(storeId: $storeId, after: $after) {
      items {
        ...BulkVariant
      }
      nextCursor
    }
  }
`);

export type BulkVariant = BulkVariantFragment;

export const bulkKeys = {
  /** Every variant of the store: the editor filters them on the device. */
  variants: (storeId: string) => [...inventoryKeys.all, 'variants', storeId] as const,
  /** What the last batch of this store came back with: conflicts and refusals per variant. */
  outcome: (storeId: string) => ['bulk-outcome', storeId] as const,
};

/** Every variant of a store, read a thousand at a time. */
export const variantsQueryOptions = (storeId: string) =>
  queryOptions({
    queryKey: bulkKeys.variants(storeId),
    queryFn: async () => {
      const all: BulkVariant[] = [];
      let after: string | null = null;
      do {
        const {
          storeVariants,
        }: { storeVariants: { items: BulkVariant[]; nextCursor?: string | null } } = await request(
          StoreVariantsDocument,
          { storeId, after },
        );
        all.push(...storeVariants.items);
        after = storeVariants.nextCursor ?? null;
      } while (after);
      return all;
    },
  });

/**
 * A batch's answer: each variant saved, in conflict with its values now, or refused; only the
 * values a batch changes (the rest are saved already), which keeps it within the cost limit.
 */
graphql(`
  fragment BulkValues on InventoryEntry {
    id
    price
    totalStock
    reservedStock
    availableStock
    lowStock
    version
  }
  fragment BulkAnswer on BulkInventoryResult {
    updated {
      ...BulkValues
    }
    conflicts {
      entryId
      price
      quantity
      current {
        ...BulkValues
      }
      stockNow
      reservedNow
    }
    refused {
      entryId
      field
      message
    }
  }
`);

const BulkUpdateDocument = graphql(`
  mutation BulkUpdateInventory($storeId: ID!, $changes: [BulkInventoryChange!]!, $location: ID) {
    bulkUpdateInventory(storeId: $storeId, changes: $changes, location: $location) {
      ...BulkAnswer
    }
  }
`);

export interface BulkChange extends Record<string, unknown> {
  entryId: string;
  price?: number;
  quantity?: number;
  expectedVersion: number;
}

export interface BulkVars extends Record<string, unknown> {
  storeId: string;
  changes: BulkChange[];
  /** The location whose pieces the quantities are (issue 51); absent, the variants' totals. */
  location?: string | null;
}

/**
 * Per variant: why its change was not saved: changed elsewhere (its values now, and the change
 * asked, which the editor keeps for the seller to save again), or refused with the reason.
 */
export interface BulkOutcome {
  conflicts: Record<
    string,
    { price: number; totalStock: number; mine: { price?: number; quantity?: number } }
  >;
  refused: Record<string, string>;
}

type Values = Pick<BulkVariant, 'price' | 'totalStock' | 'availableStock' | 'version'>;

/** Puts each variant's values into the editor's list, the product pages and the inventory list. */
export function patchVariants(
  queryClient: QueryClient,
  storeId: string,
  values: ReadonlyMap<string, Partial<Values>>,
) {
  if (values.size === 0) return;
  const fix = <T extends { id: string }>(e: T): T => {
    const v = values.get(e.id);
    return v ? { ...e, ...v } : e;
  };
  patchSaved<BulkVariant[]>(
    queryClient,
    { queryKey: bulkKeys.variants(storeId), exact: true },
    (rows) => rows.map(fix),
  );
  patchSavedEntries(queryClient, fix);
}

export const variantOf = (queryClient: QueryClient, storeId: string, id: string) =>
  queryClient.getQueryData<BulkVariant[]>(bulkKeys.variants(storeId))?.find((v) => v.id === id);

/** The outbox entity of a store's bulk batches. */
export const bulkEntity = (storeId: string) => `inventory-bulk:${storeId}`;

/** The bulk editor's batch: one queued write, sent once, each variant answered apart. */
export const bulkUpdateWrite = defineQueuedWrite({
  kind: 'bulkUpdateInventory',
  document: BulkUpdateDocument,
  entity: (vars: BulkVars) => bulkEntity(vars.storeId),
  // Every value the batch sends, by variant, as a single change says its own.
  describe(vars) {
    const values = vars.changes.flatMap((c) => {
      const v = variantOf(sharedClient, vars.storeId, c.entryId);
      const item = v ? localVariantName(v) : m.anInventoryItem();
      return [
        ...(c.price == null ? [] : [m.syncPriceChange({ item, change: formatRupees(c.price) })]),
        ...(c.quantity == null ? [] : [m.syncStockChange({ item, change: String(c.quantity) })]),
      ];
    });
    return `${m.bulkChangeSync({ count: vars.changes.length })}: ${values.join('; ')}`;
  },
  // Each change carries its variant's version: the batch as a whole has none.
  expectedVersion: () => null,
  rebase: (vars) => vars,
  versionOf: () => null,
  apply(queryClient, vars) {
    const before: [string, Values][] = [];
    const next = new Map<string, Partial<Values>>();
    for (const c of vars.changes) {
      const v = variantOf(queryClient, vars.storeId, c.entryId);
      if (v)
        before.push([
          v.id,
          {
            price: v.price,
            totalStock: v.totalStock,
            availableStock: v.availableStock,
            version: v.version,
          },
        ]);
      // At a location the total moves by the difference there (its pieces as saved here).
      const there = vars.location
        ? (locationPiecesOf(queryClient, vars.storeId, vars.location, c.entryId) ?? 0)
        : null;
      const totalStock =
        c.quantity == null || v === undefined
          ? v?.totalStock
          : there === null
            ? c.quantity
            : v.totalStock + c.quantity - there;
      next.set(c.entryId, {
        ...(c.price == null ? {} : { price: c.price }),
        ...(c.quantity == null || totalStock === undefined
          ? {}
          : { totalStock, availableStock: totalStock - (v?.reservedStock ?? 0) }),
      });
    }
    patchVariants(queryClient, vars.storeId, next);
    if (vars.location)
      patchLocationStock(
        queryClient,
        vars.storeId,
        vars.location,
        new Map(vars.changes.flatMap((c) => (c.quantity == null ? [] : [[c.entryId, c.quantity]]))),
      );
    queryClient.setQueryData(bulkKeys.outcome(vars.storeId), null);
    return { storeId: vars.storeId, before };
  },
  rollback(queryClient, previous) {
    const saved = previous as { storeId: string; before: [string, Values][] } | null;
    if (saved) patchVariants(queryClient, saved.storeId, new Map(saved.before));
    void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
  },
  applied(queryClient, { bulkUpdateInventory: result }, { storeId }) {
    const rows = [...result.updated, ...result.conflicts.map((c) => c.current)];
    // The server's values, the conflicts' current ones included.
    patchVariants(queryClient, storeId, new Map(rows.map((r) => [r.id, r])));
    const outcome: BulkOutcome = {
      conflicts: Object.fromEntries(
        result.conflicts.map((c) => [
          c.entryId,
          {
            price: c.current.price,
            // The stock the change met: at a location, that location's pieces.
            totalStock: c.stockNow,
            mine: {
              ...(c.price == null ? {} : { price: c.price }),
              ...(c.quantity == null ? {} : { quantity: c.quantity }),
            },
          },
        ]),
      ),
      refused: Object.fromEntries(result.refused.map((r) => [r.entryId, r.message])),
    };
    queryClient.setQueryData(bulkKeys.outcome(storeId), outcome);
  },
  conflictFields: () => [],
  settled: (queryClient) => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
});

/** Queues a batch: saved on the device first, sent now or when the connection is back. */
export const saveBulk = (vars: BulkVars) => queueWrite(bulkUpdateWrite, vars, vars.storeId);
