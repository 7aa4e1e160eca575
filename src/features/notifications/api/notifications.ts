import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';
import { notificationKeys } from './keys.ts';

export const NotificationsDocument = graphql(`
  query Notifications($limit: Int) {
    notifications(limit: $limit) {
      unreadCount
      items {
        id
        title
        body
        read
        createdAt
        link
      }
    }
  }
`);

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.feed(),
    queryFn: async () => (await request(NotificationsDocument, { limit: 20 })).notifications,
    refetchInterval: 60_000,
  });
