/** QC disputes for the admin (decision 022): the open ones, and deciding one with a reason. */
import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { QcDisputeStatus } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { adminKeys } from './stores.ts';

const QcDisputesDocument = graphql(`
  query QcDisputes($status: QcDisputeStatus) {
    qcDisputes(status: $status) {
      id
      orderId
      orderItemId
      storeName
      productName
      note
      qcNote
      qcPhotos
      status
      decisionReason
      createdAt
      decidedAt
    }
  }
`);

export const disputesQueryOptions = (status: QcDisputeStatus) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'qc-disputes', status],
    queryFn: async () => (await request(QcDisputesDocument, { status })).qcDisputes,
  });

const DecideDocument = graphql(`
  mutation DecideQcDispute($id: ID!, $upheld: Boolean!, $reason: String!, $restock: Boolean) {
    decideQcDispute(id: $id, upheld: $upheld, reason: $reason, restock: $restock) {
      id
      status
    }
  }
`);

export const decideDispute = (vars: {
  id: string;
  upheld: boolean;
  reason: string;
  restock?: boolean;
}) => request(DecideDocument, vars);
