import { m } from '../../domain/messages.ts';
import { session } from '../lib/session.ts';
import { operationsOfCurrentUser } from './actions.ts';
import { forgetUserData } from './forget.ts';

/**
 * Seed section 4: logout clears the session, goes to /login and reloads. Queued writes are kept
 * (they belong to the user and are sent at their next sign-in), but the user is warned first.
 * Answers false when the user chose to stay. `then` is where sign-in goes on to (an invitation
 * opened while signed in as another person, say).
 */
export async function logout(
  confirm: (message: string) => boolean = (text) => window.confirm(text),
  then?: string,
) {
  const waiting = operationsOfCurrentUser().length;
  if (waiting > 0 && !confirm(m.logoutWithPending({ count: waiting }))) return false;
  session.signOut();
  await forgetUserData();
  location.assign(then ? `/login?redirect=${encodeURIComponent(then)}` : '/login');
  return true;
}
