import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';
import { meKeys, type Me } from '../../../lib/me.ts';

const UpdateSettingsDocument = graphql(`
  mutation updateSettings($lowStockThreshold: Int!) {
    updateSettings(lowStockThreshold: $lowStockThreshold) {
      id
      lowStockThreshold
    }
  }
`);

/** Saves the seller's low-stock threshold; the inventory marks follow at once. */
export async function saveLowStockThreshold(queryClient: QueryClient, lowStockThreshold: number) {
  const { updateSettings } = await request(UpdateSettingsDocument, { lowStockThreshold });
  queryClient.setQueryData<Me>(meKeys.me(), (me) => me && { ...me, ...updateSettings });
}

const UpdateDispatchSettingsDocument = graphql(`
  mutation updateDispatchSettings($storeId: ID!, $handlingDays: Int!, $returnWindowDays: Int!) {
    updateDispatchSettings(
      storeId: $storeId
      handlingDays: $handlingDays
      returnWindowDays: $returnWindowDays
    ) {
      id
      handlingDays
      returnWindowDays
    }
  }
`);

/** Saves a store's handling time and return window (decision 022). */
export async function saveDispatchSettings(
  queryClient: QueryClient,
  vars: { storeId: string; handlingDays: number; returnWindowDays: number },
) {
  const { updateDispatchSettings: saved } = await request(UpdateDispatchSettingsDocument, vars);
  queryClient.setQueryData<Me>(
    meKeys.me(),
    (me) =>
      me && { ...me, stores: me.stores.map((s) => (s.id === saved.id ? { ...s, ...saved } : s)) },
  );
}
