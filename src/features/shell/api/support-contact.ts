import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';
import { shellKeys } from './keys.ts';

export const SupportContactDocument = graphql(`
  query SupportContact {
    supportContact {
      email
      phone
    }
  }
`);

export const supportContactQueryOptions = () =>
  queryOptions({
    queryKey: shellKeys.supportContact(),
    queryFn: async () => (await request(SupportContactDocument, {})).supportContact,
    staleTime: 3600_000,
  });
