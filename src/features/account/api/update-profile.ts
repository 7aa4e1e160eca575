import { m } from '../../../../domain/messages.ts';
import { graphql } from '../../../gql';
import type { ProfileConflictCurrentFragment } from '../../../gql/graphql.ts';
import { meKeys, type Me } from '../../../lib/me.ts';
import { session } from '../../../lib/session.ts';
import { queueWrite } from '../../../offline/actions.ts';
import { defineQueuedWrite } from '../../../offline/queued-write.ts';

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

/** The shape of CONFLICT's `current` for this write, as the contract types it. */
graphql(`
  fragment ProfileConflictCurrent on ProfileConflict {
    name
    phone
    version
  }
`);

export interface ProfileValues {
  name: string | null;
  phone: string | null;
}

export const profileEntity = (userId: string) => `user:${userId}`;

/** The profile edit: queued on the device, sent with the version the user saw. */
export const updateProfileWrite = defineQueuedWrite({
  kind: 'updateProfile',
  document: UpdateProfileDocument,
  entity: () => profileEntity(session.get().user?.id ?? ''),
  describe: () => m.profileNameAndPhone(),
  expectedVersion: (vars) => vars.expectedVersion ?? null,
  rebase: (vars, version) => ({ ...vars, expectedVersion: version }),
  versionOf: (result) => result.updateProfile.version,
  apply(queryClient, vars) {
    const me = queryClient.getQueryData<Me>(meKeys.me());
    queryClient.setQueryData<Me>(
      meKeys.me(),
      (old) => old && { ...old, name: vars.name ?? null, phone: vars.phone ?? null },
    );
    return me ? { name: me.name, phone: me.phone } : null;
  },
  rollback(queryClient, previous) {
    if (previous) queryClient.setQueryData<Me>(meKeys.me(), (me) => me && { ...me, ...previous });
    void queryClient.invalidateQueries({ queryKey: meKeys.me() });
  },
  applied(queryClient, { updateProfile }) {
    queryClient.setQueryData<Me>(meKeys.me(), (me) => me && { ...me, ...updateProfile });
  },
  conflictFields: (vars, current: ProfileConflictCurrentFragment) => [
    {
      get label() {
        return m.name();
      },
      mine: vars.name,
      server: current.name,
    },
    {
      get label() {
        return m.phone();
      },
      mine: vars.phone,
      server: current.phone,
    },
  ],
  settled: (queryClient) => queryClient.invalidateQueries({ queryKey: meKeys.me() }),
});

/** Saves the profile through the outbox, online or not, based on the version the user saw. */
export function saveProfile(values: ProfileValues, seenVersion: number | null) {
  return queueWrite(updateProfileWrite, { ...values, expectedVersion: seenVersion });
}
