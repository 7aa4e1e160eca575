import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { m } from '../../../../domain/messages.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { variantsQueryOptions, type BulkVariant } from '../api/bulk.ts';

/**
 * Every variant of the store, as the bulk editor, the labels and the scanners read them: loading,
 * empty, failed, or saved on the device (said with the time it was saved), then `children`.
 */
export function StoreVariants({
  storeId,
  children,
}: {
  storeId: string;
  children(rows: BulkVariant[], savedAt: number): ReactNode;
}) {
  const variants = useQuery(variantsQueryOptions(storeId));
  return (
    <QueryState
      query={variants}
      isEmpty={(rows) => rows.length === 0}
      empty={m.inventoryEmpty()}
      error={(message) => m.inventoryFetchError({ message })}
    >
      {(rows) => children(rows, variants.dataUpdatedAt)}
    </QueryState>
  );
}
