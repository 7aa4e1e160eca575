import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../../domain/enums.ts';
import { graphql } from '../../../gql';
import type { AdminRole, AdminUserQuery, AdminUsersQuery, Role } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { adminKeys } from './stores.ts';
import { ROLE_PARAMS, type UserFilters } from './user-filters.ts';

const AdminUsersDocument = graphql(`
  query AdminUsers(
    $page: Int!
    $limit: Int!
    $role: Role
    $search: String
    $after: String
    $before: String
  ) {
    users(
      page: $page
      limit: $limit
      role: $role
      search: $search
      after: $after
      before: $before
    ) {
      totalCount
      totalCapped
      nextCursor
      prevCursor
      items {
        id
        email
        name
        role
        blocked
      }
    }
  }
`);

export type AdminUserRow = AdminUsersQuery['users']['items'][number];

/** A page of users, from the cursor in the address (decision 024). */
export const adminUsersQueryOptions = (f: UserFilters) => {
  const role: Role | null = f.role ? ROLE_PARAMS[f.role] : null;
  return queryOptions({
    queryKey: [...adminKeys.all, 'users', role, f.q, f.page, f.after, f.before] as const,
    queryFn: async () =>
      (
        await request(AdminUsersDocument, {
          page: f.page,
          limit: PAGE_SIZE,
          role,
          search: f.q || null,
          after: f.after,
          before: f.before,
        })
      ).users,
    placeholderData: keepPreviousData,
  });
};

const AdminUserDocument = graphql(`
  query AdminUser($id: ID!) {
    user(id: $id) {
      id
      email
      name
      phone
      role
      adminRole
      createdAt
      blocked
      blockedReason
      stores {
        id
        name
        type
        status
        statusReason
      }
    }
  }
`);

export type AdminUser = AdminUserQuery['user'];

export const adminUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'user', id] as const,
    queryFn: async () => (await request(AdminUserDocument, { id })).user,
  });

const Block = graphql(`
  mutation blockUser($userId: ID!, $reason: String!) {
    blockUser(userId: $userId, reason: $reason) {
      id
      blocked
      blockedReason
    }
  }
`);
const Unblock = graphql(`
  mutation unblockUser($userId: ID!, $reason: String) {
    unblockUser(userId: $userId, reason: $reason) {
      id
      blocked
      blockedReason
    }
  }
`);

/** Blocks (reason required) or unblocks a user; needs the connection, as every admin decision. */
export async function setBlocked(userId: string, blocked: boolean, reason: string) {
  if (blocked) return (await request(Block, { userId, reason })).blockUser;
  return (await request(Unblock, { userId, reason: reason || null })).unblockUser;
}

const SetAdminRole = graphql(`
  mutation setAdminRole($userId: ID!, $role: AdminRole!) {
    setAdminRole(userId: $userId, role: $role) {
      id
      adminRole
    }
  }
`);

/** Gives a member of the staff another staff role (a SUPER_ADMIN's decision). */
export async function changeAdminRole(userId: string, role: AdminRole) {
  return (await request(SetAdminRole, { userId, role })).setAdminRole;
}
