import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { PageCursors } from '../../../lib/cursors.ts';
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
    subjectName
    reason
    createdAt
  }
`);

const AuditLogDocument = graphql(`
  query AuditLog($page: Int, $limit: Int, $after: String, $before: String) {
    auditLog(page: $page, limit: $limit, after: $after, before: $before) {
      totalCount
      totalCapped
      nextCursor
      prevCursor
      items {
        ...AuditEntryFields
      }
    }
  }
`);

/** The audit log's place (decision 024), in the address. */
export interface AuditFilters extends PageCursors {
  page: number;
}

/** A page of the audit log, from the cursor in the address. */
export const auditQueryOptions = ({ page, after, before }: AuditFilters) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'audit', page, after, before] as const,
    queryFn: async () =>
      (await request(AuditLogDocument, { page, limit: AUDIT_PAGE_SIZE, after, before })).auditLog,
    placeholderData: keepPreviousData,
  });
