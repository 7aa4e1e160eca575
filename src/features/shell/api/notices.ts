import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { StoreNoticeTopic } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';

const MyNoticesDocument = graphql(`
  query myNotices {
    me {
      id
      stores {
        id
        myNotices {
          topic
          inConsole
          byMail
        }
      }
    }
  }
`);

const SetStoreNoticeDocument = graphql(`
  mutation setStoreNotice(
    $storeId: ID!
    $topic: StoreNoticeTopic!
    $inConsole: Boolean!
    $byMail: Boolean!
  ) {
    setStoreNotice(storeId: $storeId, topic: $topic, inConsole: $inConsole, byMail: $byMail) {
      topic
      inConsole
      byMail
    }
  }
`);

export const noticeKeys = { mine: () => ['notices', 'mine'] as const };

/** How the signed-in person hears of each topic of `storeId`'s news (issue 49). */
export const myNoticesQuery = (storeId: string) =>
  queryOptions({
    queryKey: noticeKeys.mine(),
    queryFn: () => request(MyNoticesDocument, {}),
    select: (data) => data.me.stores.find((s) => s.id === storeId)?.myNotices ?? [],
  });

/** Saves how the signed-in person hears of one topic of the store's news. */
export async function saveNotice(
  queryClient: QueryClient,
  vars: { storeId: string; topic: StoreNoticeTopic; inConsole: boolean; byMail: boolean },
) {
  const { setStoreNotice: saved } = await request(SetStoreNoticeDocument, vars);
  await queryClient.invalidateQueries({ queryKey: noticeKeys.mine() });
  return saved;
}
