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
