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

/**
 * Submits the onboarded store (it waits for an admin); the user's stores refetch. The same
 * `idempotencyKey` sent again answers the same store, never a second one.
 */
export async function createStore(
  queryClient: QueryClient,
  input: CreateStoreInput,
  idempotencyKey: string,
) {
  const { createStore } = await request(CreateStoreDocument, { input }, { idempotencyKey });
  await queryClient.invalidateQueries({ queryKey: meKeys.me() });
  return createStore;
}

const StoreNameAvailableDocument = graphql(`
  query storeNameAvailable($name: String!) {
    storeNameAvailable(name: $name)
  }
`);

/** Whether no store is called `name` already, as the server compares names (decision 027). */
export async function storeNameAvailable(name: string): Promise<boolean> {
  return (await request(StoreNameAvailableDocument, { name })).storeNameAvailable;
}
