import type { QueryClient } from '@tanstack/react-query';
import type { ShiftPart } from '../../../../domain/offline.ts';
import { inventoryKeys } from '../../../features/inventory/api/keys.ts';
import { orderKeys } from '../../../features/orders/api/keys.ts';
import { paymentKeys } from '../../../features/payments/api/keys.ts';
import { mayKeep } from '../../../lib/current-store.ts';

/** Removes from the device what a role may not read (decision 051). */
export function forgetUnreadable(
  queryClient: QueryClient,
  role: { myPermissions?: readonly string[] | null },
) {
  const drop = (queryKey: readonly unknown[]) => queryClient.removeQueries({ queryKey });
  const may = (part: ShiftPart) => mayKeep(role, part);
  if (!may('orders')) drop(orderKeys.all);
  if (!may('inventory')) drop(inventoryKeys.all);
  if (!may('payments')) {
    drop(paymentKeys.all);
    drop([...orderKeys.all, 'insights']);
  }
  if (!may('invoices')) drop([...orderKeys.all, 'invoice']);
  if (!may('manifest')) drop([...orderKeys.all, 'manifest']);
}
