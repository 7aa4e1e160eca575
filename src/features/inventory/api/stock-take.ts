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
import { patchVariants, storeOf, variantOf, type BulkVariant } from './bulk.ts';
import { inventoryKeys } from './keys.ts';

const ApplyStockTakeDocument = graphql(`
  mutation ApplyStockTake($storeId: ID!, $input: StockTakeInput!) {
    applyStockTake(storeId: $storeId, input: $input) {
      ...BulkAnswer
    }
  }
`);

export interface StockTakeVars extends Record<string, unknown> {
  storeId: string;
  name: string;
  /** Each adjusted variant: its count, the stock expected when the count met it, and that version. */
  lines: Pick<CountLine, 'entryId' | 'counted' | 'expected' | 'version'>[];
}

/**
 * What became of the last count's adjustments: how many were saved; a variant that moved during the count
 * with its stock now (the count's difference can go onto it); a refused count with the reason.
 */
export interface StockTakeOutcome {
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
      const item = v ? `${v.product.name} · ${v.color.name} · ${v.size.name}` : m.anInventoryItem();
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
        lines: vars.lines.map((l) => ({
          entryId: l.entryId,
          counted: l.counted,
          expectedVersion: l.version,
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
      next.set(v.id, { totalStock: l.counted, availableStock: l.counted - v.reservedStock });
    }
    patchVariants(queryClient, vars.storeId, next);
    queryClient.setQueryData(stockTakeKeys.outcome(vars.storeId), null);
    return { storeId: vars.storeId, before: [...before] };
  },
  rollback(queryClient, previous) {
    const saved = previous as { storeId: string; before: [string, Partial<BulkVariant>][] } | null;
    if (saved) patchVariants(queryClient, saved.storeId, new Map(saved.before));
    void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
  },
  applied(queryClient, { applyStockTake: result }) {
    const rows = [...result.updated, ...result.conflicts.map((c) => c.current)];
    const storeId = storeOf(queryClient, rows[0]?.id ?? result.refused[0]?.entryId);
    if (!storeId) return;
    patchVariants(queryClient, storeId, new Map(rows.map((r) => [r.id, r])));
    const outcome: StockTakeOutcome = {
      saved: result.updated.length,
      conflicts: result.conflicts.map((c) => ({
        entryId: c.entryId,
        counted: c.quantity ?? 0,
        current: c.current,
      })),
      refused: result.refused.map((r) => ({ entryId: r.entryId, message: r.message })),
    };
    queryClient.setQueryData(stockTakeKeys.outcome(storeId), outcome);
  },
  conflictFields: () => [],
  settled: (queryClient) => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
});

/** Queues a count's adjustments: saved on the device first, sent now or when the connection is back. */
export const saveStockTake = (vars: StockTakeVars) =>
  queueWrite(stockTakeWrite, vars, vars.storeId);
