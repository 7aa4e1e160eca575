import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { Role } from '../../domain/enums.ts';
import { hasApprovedStore, session } from './session.ts';

/** Seed section 2: no token → /login, remembering where the visitor wanted to go. */
export function requireSignIn(location: ParsedLocation) {
  if (!session.get().token) {
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
}

/** A signed-in user whose role is not listed goes to /unauthorized. */
export function requireRole(location: ParsedLocation, roles: readonly Role[]) {
  requireSignIn(location);
  const role = session.get().user?.role;
  if (!role || !roles.includes(role)) throw redirect({ to: '/unauthorized' });
}

/**
 * The seller's sections need an approved store: until then a store owner is sent to /newStore,
 * which says where their stores stand (decision 020), instead of an error on every section.
 */
export function requireApprovedStore(location: ParsedLocation) {
  requireRole(location, ['STORE_OWNER']);
  if (!hasApprovedStore(session.get().user)) throw redirect({ to: '/newStore' });
}
