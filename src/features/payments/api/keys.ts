/** The payments' query keys, apart from their documents (what the shift forgets loads no query). */
import type { PayoutStatus } from '../../../gql/graphql.ts';

export const paymentKeys = {
  all: ['payments'] as const,
  store: (storeId: string) => [...paymentKeys.all, 'store', storeId] as const,
  ledger: (storeId: string, from: string, to: string) =>
    [...paymentKeys.all, 'ledger', storeId, from, to] as const,
  admin: (status: PayoutStatus) => [...paymentKeys.all, 'admin', status] as const,
  /** A month's pack of the store's GSTIN, or of a location's (issue 51). */
  filing: (storeId: string, month: string, locationId: string | null = null) =>
    [...paymentKeys.all, 'filing', storeId, month, locationId ?? 'store'] as const,
  platformFiling: (month: string) => [...paymentKeys.all, 'platform-filing', month] as const,
  statement: (storeId: string, payoutId: string) =>
    [...paymentKeys.all, 'statement', storeId, payoutId] as const,
};
