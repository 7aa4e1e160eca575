import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../../domain/enums.ts';
import { graphql } from '../../../gql';
import type { AdminStoresQuery, StoreStatus } from '../../../gql/graphql.ts';
import type { PageCursors } from '../../../lib/cursors.ts';
import { confirmWithPasskey } from '../../../lib/passkeys.ts';
import { request } from '../../../lib/graphql.ts';

export const adminKeys = {
  all: ['admin'] as const,
};

/** The admin's stores list: its status filter and its place (decision 024), all in the address. */
export interface StoreFilters extends PageCursors {
  status: StoreStatus | '';
  page: number;
  id?: string;
}

/** What the admin's store pane shows, wherever the store was listed. */
graphql(`
  fragment AdminStoreFields on Store {
    id
    name
    type
    status
    statusReason
    isPaused
    organisationId
    createdAt
    kyc {
      gstin
      pan
      aadhaar
      accountNo
      ifsc
      upiId
    }
    review {
      address
      email
      phone
      emergencyPhone
      pocName
      pocPhone
      images
      storePolicy
      returnPolicy
      shippingPolicy
      ownerEmail
      otherStores {
        id
        name
        status
      }
      stateCode
      stateName
      pinCode
      gstinStateCode
      gstinStateName
      gstinStateMismatch
    }
  }
`);

export const AdminStoresDocument = graphql(`
  query AdminStores(
    $status: StoreStatus
    $page: Int
    $limit: Int
    $after: String
    $before: String
  ) {
    stores(status: $status, page: $page, limit: $limit, after: $after, before: $before) {
      totalCount
      totalCapped
      nextCursor
      prevCursor
      items {
        ...AdminStoreFields
      }
    }
  }
`);

export type AdminStore = AdminStoresQuery['stores']['items'][number];

const GstinStateMismatchesDocument = graphql(`
  query GstinStateMismatches {
    gstinStateMismatches {
      ...AdminStoreFields
    }
  }
`);

/** Older stores whose GSTIN is of another state than their address (issue 48, defect 7). */
export const gstinStateMismatchesQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'gstin-state-mismatches'] as const,
    queryFn: async () => (await request(GstinStateMismatchesDocument, {})).gstinStateMismatches,
  });

export const adminStoresQueryOptions = ({ status, page, after, before }: StoreFilters) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'stores', status, page, after, before] as const,
    queryFn: async () =>
      (
        await request(AdminStoresDocument, {
          status: status || null,
          page,
          limit: PAGE_SIZE,
          after,
          before,
        })
      ).stores,
    placeholderData: keepPreviousData,
  });

const Approve = graphql(`
  mutation approveStore($storeId: ID!, $reason: String!) {
    approveStore(storeId: $storeId, reason: $reason) {
      id
      status
    }
  }
`);
const Reject = graphql(`
  mutation rejectStore($storeId: ID!, $reason: String!) {
    rejectStore(storeId: $storeId, reason: $reason) {
      id
      status
    }
  }
`);
const Deactivate = graphql(`
  mutation deactivateStore($storeId: ID!, $reason: String!) {
    deactivateStore(storeId: $storeId, reason: $reason) {
      id
      status
    }
  }
`);
const Reactivate = graphql(`
  mutation reactivateStore($storeId: ID!, $reason: String) {
    reactivateStore(storeId: $storeId, reason: $reason) {
      id
      status
    }
  }
`);
const Reveal = graphql(`
  mutation revealStoreKyc($storeId: ID!, $reason: String!, $passkey: PasskeyProof) {
    revealStoreKyc(storeId: $storeId, reason: $reason, passkey: $passkey) {
      gstin
      pan
      aadhaar
      accountNo
      ifsc
      upiId
    }
  }
`);

export type StoreDecision = 'approve' | 'reject' | 'deactivate' | 'reactivate';

/** An admin's decision; it needs the connection (the owner is told at once). */
export async function decide(decision: StoreDecision, storeId: string, reason: string) {
  const vars = { storeId, reason };
  if (decision === 'approve') return (await request(Approve, vars)).approveStore;
  if (decision === 'reject') return (await request(Reject, vars)).rejectStore;
  if (decision === 'deactivate') return (await request(Deactivate, vars)).deactivateStore;
  return (await request(Reactivate, { storeId, reason: reason || null })).reactivateStore;
}

/**
 * KYC in clear, confirmed with one of the admin's passkeys: never cached, never persisted; the
 * server writes the reveal to the audit log.
 */
export async function revealKyc(storeId: string, reason: string) {
  const passkey = await confirmWithPasskey();
  return (await request(Reveal, { storeId, reason, passkey })).revealStoreKyc;
}
