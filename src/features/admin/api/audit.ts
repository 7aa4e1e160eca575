import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { cursorBook } from '../../../lib/cursors.ts';
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
  query AuditLog($page: Int, $limit: Int, $after: String) {
    auditLog(page: $page, limit: $limit, after: $after) {
      totalCount
      nextCursor
      items {
        ...AuditEntryFields
      }
    }
  }
`);

const cursors = cursorBook();

/** A page of the audit log; Next reads on from the previous page's cursor (no OFFSET scan). */
export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'audit', page] as const,
    queryFn: async () => {
      const { auditLog } = await request(AuditLogDocument, {
        page,
        limit: AUDIT_PAGE_SIZE,
        after: cursors.cursorFor(['audit'], page),
      });
      cursors.remember(['audit'], page, auditLog.nextCursor);
      return auditLog;
    },
    placeholderData: keepPreviousData,
  });
