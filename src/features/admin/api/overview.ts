import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';
import { adminKeys } from './stores.ts';

export const AdminOverviewDocument = graphql(`
  query AdminOverview {
    adminOverview {
      pendingStores
      activeStores
      usersByRole {
        role
        count
      }
      ordersToday
      revenueToday
      orders30
      revenue30
    }
    auditLog(limit: 10) {
      totalCount
      items {
        ...AuditEntryFields
      }
    }
  }
`);

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'overview'] as const,
    queryFn: () => request(AdminOverviewDocument, {}),
  });
