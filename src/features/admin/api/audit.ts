import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';
import { adminKeys } from './stores.ts';

export const AUDIT_PAGE_SIZE = 20;

/** What an audit entry shows wherever it is listed: who, when, what (on which subject) and why. */
graphql(`
  fragment AuditEntryFields on AuditEntry {
    id
    actorEmail
    action
    subjectType
    subjectId
    reason
    createdAt
  }
`);

const AuditLogDocument = graphql(`
  query AuditLog($page: Int, $limit: Int) {
    auditLog(page: $page, limit: $limit) {
      totalCount
      items {
        ...AuditEntryFields
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
