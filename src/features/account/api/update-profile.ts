import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { MeQuery } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { session } from '../../../lib/session.ts';
import { enqueue } from '../../../offline/actions.ts';
import { drain } from '../../../offline/drain.ts';
import { registerOperationKind } from '../../../offline/operations.ts';
import { outbox, type QueuedOperation } from '../../../offline/outbox.ts';
import { accountKeys } from './keys.ts';

export const UpdateProfileDocument = graphql(`
  mutation updateProfile($name: String, $phone: String, $expectedVersion: Int) {
    updateProfile(name: $name, phone: $phone, expectedVersion: $expectedVersion) {
      id
      name
      phone
      version
      updatedAt
    }
  }
`);

type Me = MeQuery['me'];
interface ProfileValues {
  name: string | null;
  phone: string | null;
}

const profileEntity = (userId: string) => `user:${userId}`;

registerOperationKind('updateProfile', {
  send: (op) =>
    request(
      UpdateProfileDocument,
      op.variables as unknown as ProfileValues & { expectedVersion: number | null },
      {
        idempotencyKey: op.id,
      },
    ),
  describe: () => 'Profile: name and phone',
  fields: (op) => [
    { label: 'Name', mine: op.variables.name, server: op.server?.name },
    { label: 'Phone', mine: op.variables.phone, server: op.server?.phone },
  ],
  rollback(queryClient, op) {
    if (op.previous)
      queryClient.setQueryData<Me>(accountKeys.me(), (me) => me && { ...me, ...op.previous });
    void queryClient.invalidateQueries({ queryKey: accountKeys.me() });
  },
  settled: (queryClient) => queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
});

export type ProfileSaveOutcome = 'applied' | 'queued' | QueuedOperation;

/**
 * The profile edit goes through the outbox, online or not: saved on the device first, shown at
 * once, sent when possible with the version the user saw. Resolves with what happened.
 */
export async function saveProfile(
  queryClient: QueryClient,
  values: ProfileValues,
): Promise<ProfileSaveOutcome> {
  const me = queryClient.getQueryData<Me>(accountKeys.me());
  const userId = session.get().user!.id;
  const op = await enqueue({
    kind: 'updateProfile',
    entity: profileEntity(userId),
    storeId: null,
    variables: { ...values, expectedVersion: me?.version ?? null },
    expectedVersion: me?.version ?? null,
    previous: me ? { name: me.name, phone: me.phone, version: me.version } : null,
  });
  queryClient.setQueryData<Me>(
    accountKeys.me(),
    (old) => old && { ...old, ...values, version: old.version + 1 },
  );
  if (!onlineManager.isOnline()) return 'queued';
  await drain();
  const left = outbox.all().find((o) => o.id === op.id);
  if (!left) return 'applied';
  return left.state === 'pending' || left.state === 'sending' ? 'queued' : left;
}

export { profileEntity };
