import type { PageCursors } from '../../../lib/cursors.ts';

/**
 * The users list's address (its route validates it up front): apart from the queries, so that
 * the route's search check brings no document into the first script.
 */

/** The seed's sidebar names roles in the address: ?role=admin, ?role=seller. */
export const ROLE_PARAMS = { admin: 'ADMIN', seller: 'STORE_OWNER', customer: 'CUSTOMER' } as const;
export type RoleParam = keyof typeof ROLE_PARAMS;

export interface UserFilters extends PageCursors {
  role: RoleParam | '';
  q: string;
  page: number;
  id?: string;
}
