import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CreateStoreInput } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { meKeys } from '../../../lib/me.ts';

const CreateStoreDocument = graphql(`
  mutation createStore($input: CreateStoreInput!) {
    createStore(input: $input) {
      id
      name
      status
    }
  }
`);

/** Submits the onboarded store (it waits for an admin); the user's stores refetch. */
export async function createStore(queryClient: QueryClient, input: CreateStoreInput) {
  const { createStore } = await request(CreateStoreDocument, { input });
  await queryClient.invalidateQueries({ queryKey: meKeys.me() });
  return createStore;
}
