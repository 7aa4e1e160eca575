import { queryOptions } from '@tanstack/react-query';
import { session } from './session.ts';
import { graphql } from '../gql';
import type { MeQuery } from '../gql/graphql.ts';
import { request } from './graphql.ts';

/**
 * The signed-in user with their stores: read by the shell (avatar, session), the profile and the
 * store status pages, so it lives here rather than in one feature.
 */
export const MeDocument = graphql(`
  query Me {
    me {
      id
      email
      role
      adminRole
      adminPermissions
      authProvider
      createdAt
      updatedAt
      name
      phone
      profileImage
      version
      lowStockThreshold
      locale
      stores {
        id
        name
        isApproved
        isPaused
        status
        statusReason
        createdAt
        handlingDays
        returnWindowDays
        myRole
        myPermissions
        myLocationId
        locationCount
      }
    }
  }
`);

export type Me = MeQuery['me'];

/** Query keys of the signed-in user; the persisted cache is already per user (buster). */
export const meKeys = {
  all: ['me'] as const,
  me: () => [...meKeys.all] as const,
};

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meKeys.me(),
    queryFn: async () => (await request(MeDocument, {})).me,
  });

/** The stored session follows `me`: role and stores (and each store's permissions) change. */
export function syncSessionUser(me: Me) {
  session.updateUser({
    id: me.id,
    email: me.email,
    role: me.role,
    stores: me.stores,
    adminPermissions: me.adminPermissions,
  });
}
