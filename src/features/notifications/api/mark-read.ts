import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';
import { notificationKeys } from './keys.ts';

export const MarkNotificationsReadDocument = graphql(`
  mutation markNotificationsRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids)
  }
`);

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => request(MarkNotificationsReadDocument, { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.feed() }),
  });
}
