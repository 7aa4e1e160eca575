import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';
import { accountKeys } from './keys.ts';

export const MeDocument = graphql(`
  query Me {
    me {
      id
      email
      role
      authProvider
      createdAt
      updatedAt
      name
      phone
      profileImage
      version
      stores {
        id
        name
        isApproved
      }
    }
  }
`);

export const meQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.me(),
    queryFn: async () => (await request(MeDocument, {})).me,
  });
