import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';
import { adminKeys } from './stores.ts';

export const AUDIT_PAGE_SIZE = 20;

const AuditLogDocument = graphql(`
  query AuditLog($page: Int, $limit: Int) {
    auditLog(page: $page, limit: $limit) {
      totalCount
      items {
        id
        actorEmail
        action
        subjectType
        subjectId
        reason
        createdAt
      }
    }
  }
`);

export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'audit', page] as const,
    queryFn: async () =>
      (await request(AuditLogDocument, { page, limit: AUDIT_PAGE_SIZE })).auditLog,
    placeholderData: keepPreviousData,
  });
