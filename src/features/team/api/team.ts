import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';

/** A store's team (decision 051): online only, as sending an invitation needs the server. */
export const teamKeys = {
  all: ['team'] as const,
  store: (storeId: string) => [...teamKeys.all, storeId] as const,
  invitation: (token: string) => [...teamKeys.all, 'invitation', token] as const,
};

const StoreTeamDocument = graphql(`
  query StoreTeam($storeId: ID!) {
    storeTeam(storeId: $storeId) {
      members {
        userId
        email
        name
        role
        location {
          id
          name
          isPrimary
        }
        joinedAt
        lastActiveAt
      }
      invitations {
        id
        email
        role
        invitedAt
        expiresAt
        expired
      }
      formerMembers {
        userId
        email
        name
      }
    }
  }
`);

export const teamQueryOptions = (storeId: string) =>
  queryOptions({
    queryKey: teamKeys.store(storeId),
    queryFn: async () => (await request(StoreTeamDocument, { storeId })).storeTeam,
  });

export type Team = Awaited<ReturnType<NonNullable<ReturnType<typeof teamQueryOptions>['queryFn']>>>;

export const InviteMemberDocument = graphql(`
  mutation InviteMember($storeId: ID!, $email: String!, $role: StoreRole!) {
    inviteMember(storeId: $storeId, email: $email, role: $role) {
      id
    }
  }
`);

export const ResendInvitationDocument = graphql(`
  mutation ResendInvitation($storeId: ID!, $invitationId: ID!) {
    resendInvitation(storeId: $storeId, invitationId: $invitationId) {
      id
    }
  }
`);

export const RevokeInvitationDocument = graphql(`
  mutation RevokeInvitation($storeId: ID!, $invitationId: ID!) {
    revokeInvitation(storeId: $storeId, invitationId: $invitationId)
  }
`);

export const ChangeMemberRoleDocument = graphql(`
  mutation ChangeMemberRole($storeId: ID!, $userId: ID!, $role: StoreRole!) {
    changeMemberRole(storeId: $storeId, userId: $userId, role: $role) {
      userId
      role
    }
  }
`);

export const SetMemberLocationDocument = graphql(`
  mutation SetMemberLocation($storeId: ID!, $userId: ID!, $locationId: ID) {
    setMemberLocation(storeId: $storeId, userId: $userId, locationId: $locationId) {
      userId
    }
  }
`);

export const RemoveMemberDocument = graphql(`
  mutation RemoveMember($storeId: ID!, $userId: ID!) {
    removeMember(storeId: $storeId, userId: $userId)
  }
`);

export const TransferOwnershipDocument = graphql(`
  mutation TransferOwnership($storeId: ID!, $userId: ID!) {
    transferOwnership(storeId: $storeId, userId: $userId) {
      id
    }
  }
`);

const InvitationDocument = graphql(`
  query Invitation($token: String!) {
    invitation(token: $token) {
      storeName
      email
      role
      expiresAt
      expired
      accepted
    }
  }
`);

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: teamKeys.invitation(token),
    queryFn: async () => (await request(InvitationDocument, { token })).invitation,
    retry: false,
  });

export const AcceptInvitationDocument = graphql(`
  mutation AcceptInvitation($token: String!) {
    acceptInvitation(token: $token) {
      id
    }
  }
`);

const StoreActivityDocument = graphql(`
  query StoreActivity($storeId: ID!, $memberId: ID, $before: String) {
    storeActivity(storeId: $storeId, memberId: $memberId, before: $before) {
      items {
        id
        at
        kind
        actorId
        actorName
        summary
      }
      nextCursor
    }
  }
`);

/** The store's activity, newest first, one member's or everyone's; older pages on asking. */
export const activityQueryOptions = (storeId: string, memberId: string | null) =>
  infiniteQueryOptions({
    queryKey: [...teamKeys.store(storeId), 'activity', memberId] as const,
    queryFn: async ({ pageParam }) =>
      (await request(StoreActivityDocument, { storeId, memberId, before: pageParam }))
        .storeActivity,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
