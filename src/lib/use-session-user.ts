import { useSyncExternalStore } from 'react';
import { session, type SessionUser } from './session.ts';

/**
 * The signed-in user, kept in step with the stored session (null when signed out). Its own module,
 * so that the sign-in page's first script does not carry it.
 */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get).user;
}
