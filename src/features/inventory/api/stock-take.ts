import { m } from '../../../../domain/messages.ts';
import type { CountLine } from '../../../../domain/stock-take.ts';
import { graphql } from '../../../gql';
import type {
  ApplyStockTakeMutation,
  ApplyStockTakeMutationVariables,
  BulkValuesFragment,
} from '../../../gql/graphql.ts';
import { queryClient as sharedClient } from '../../../lib/query-client.ts';
import { queueWrite } from '../../../offline/actions.ts';
import { defineQueuedWrite } from '../../../offline/queued-write.ts';
import { patchVariants, variantOf, type BulkVariant } from './bulk.ts';
import { inventoryKeys } from './keys.ts';
import { patchLocationStock } from './location-stock.ts';
import { localVariantName } from '../../../lib/local-name.ts';

const ApplyStockTakeDocument = graphql(`
  mutation ApplyStockTake($storeId: ID!, $input: StockTakeInput!) {
    applyStockTake(storeId: $storeId, input: $input) {
      ...BulkAnswer
    }
  }
`);

export interface StockTakeVars extends Record<string, unknown> {
  storeId: string;
  /** The location counted (issue 51): its pieces are counted and expected; absent, the total. */
  location?: string | null;
  /** The count on the device whose adjustments these are (kept here, not sent). */
  countId: string;
  name: string;
  /** Each adjusted variant: its count, the stock expected when the count met it, and that version. */
  lines: Pick<CountLine, 'entryId' | 'counted' | 'expected' | 'version'>[];
}

/**
 * What became of the last count's adjustments: how many were saved; a variant that moved during the count
 * with its stock now (the count's difference can go onto it); a refused count with the reason.
 */
export interface StockTakeOutcome {
  countId: string;
  saved: number;
  conflicts: { entryId: string; counted: number; current: BulkValuesFragment }[];
  refused: { entryId: string; message: string }[];
}

export const stockTakeKeys = {
  outcome: (storeId: string) => ['stock-take-outcome', storeId] as const,
};

/** The count in progress on this device, kept as a draft: it survives a reload, offline too. */
export const countDraft = (storeId: string) => `stock-take:${storeId}`;

export const stockTakeEntity = (storeId: string) => `stock-take:${storeId}`;

/** A count's adjustments: one queued write, sent once, each variant answered apart. */
export const stockTakeWrite = defineQueuedWrite<
  StockTakeVars,
  ApplyStockTakeMutation,
  { version: number },
  ApplyStockTakeMutationVariables
>({
  kind: 'applyStockTake',
  document: ApplyStockTakeDocument,
  entity: (vars) => stockTakeEntity(vars.storeId),
  describe(vars) {
    const values = vars.lines.map((l) => {
      const v = variantOf(sharedClient, vars.storeId, l.entryId);
      const item = v ? localVariantName(v) : m.anInventoryItem();
      return m.syncStockChange({ item, change: `${l.expected} → ${l.counted}` });
    });
    return `${m.stockTakeSync({ name: vars.name, count: vars.lines.length })}: ${values.join('; ')}`;
  },
  expectedVersion: () => null,
  rebase: (vars) => vars,
  versionOf: () => null,
  async prepare(vars) {
    return {
      storeId: vars.storeId,
      input: {
        name: vars.name,
        location: vars.location ?? null,
        lines: vars.lines.map((l) => ({
          entryId: l.entryId,
          counted: l.counted,
          expectedVersion: l.version,
          expectedStock: l.expected,
        })),
      },
    };
  },
  apply(queryClient, vars) {
    const before = new Map<string, Partial<BulkVariant>>();
    const next = new Map<string, Partial<BulkVariant>>();
    for (const l of vars.lines) {
      const v = variantOf(queryClient, vars.storeId, l.entryId);
      if (!v) continue;
      before.set(v.id, { totalStock: v.totalStock, availableStock: v.availableStock });
      // At a location, the total moves by the count's difference there.
      const total = vars.location ? v.totalStock + l.counted - l.expected : l.counted;
      next.set(v.id, { totalStock: total, availableStock: total - v.reservedStock });
    }
    patchVariants(queryClient, vars.storeId, next);
    if (vars.location)
      patchLocationStock(
        queryClient,
        vars.storeId,
        vars.location,
        new Map(vars.lines.map((l) => [l.entryId, l.counted])),
      );
    return { storeId: vars.storeId, before: [...before] };
  },
  rollback(queryClient, previous) {
    const saved = previous as { storeId: string; before: [string, Partial<BulkVariant>][] } | null;
    if (saved) patchVariants(queryClient, saved.storeId, new Map(saved.before));
    void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
  },
  applied(queryClient, { applyStockTake: result }, vars) {
    const rows = [...result.updated, ...result.conflicts.map((c) => c.current)];
    patchVariants(queryClient, vars.storeId, new Map(rows.map((r) => [r.id, r])));
    queryClient.setQueryData<StockTakeOutcome | null>(stockTakeKeys.outcome(vars.storeId), (was) =>
      mergeOutcome(was?.countId === vars.countId ? was : null, vars, result),
    );
  },
  conflictFields: () => [],
  settled: (queryClient) => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
});

/**
 * A count's outcome with one more answer: a variant this answer settles leaves the earlier
 * conflicts and refusals (a second answer, to the differences applied on top of a sale, must not
 * drop the conflicts still to decide).
 */
function mergeOutcome(
  was: StockTakeOutcome | null,
  vars: StockTakeVars,
  result: ApplyStockTakeMutation['applyStockTake'],
): StockTakeOutcome {
  const answered = new Set(vars.lines.map((l) => l.entryId));
  return {
    countId: vars.countId,
    saved: (was?.saved ?? 0) + result.updated.length,
    conflicts: [
      ...(was?.conflicts ?? []).filter((c) => !answered.has(c.entryId)),
      // The figures the count met now: its location's at a location (the variant's otherwise).
      ...result.conflicts.map((c) => ({
        entryId: c.entryId,
        counted: c.quantity ?? 0,
        current: { ...c.current, totalStock: c.stockNow, reservedStock: c.reservedNow },
      })),
    ],
    refused: [
      ...(was?.refused ?? []).filter((r) => !answered.has(r.entryId)),
      ...result.refused.map((r) => ({ entryId: r.entryId, message: r.message })),
    ],
  };
}

/** Queues a count's adjustments: saved on the device first, sent now or when the connection is back. */
export const saveStockTake = (vars: StockTakeVars) =>
  queueWrite(stockTakeWrite, vars, vars.storeId);
