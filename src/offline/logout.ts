import { countChanges, messages } from '../../domain/messages.ts';
import { drafts } from '../lib/drafts.ts';
import { queryClient } from '../lib/query-client.ts';
import { session } from '../lib/session.ts';
import { operationsOfCurrentUser } from './actions.ts';
import { clearPersistedCache } from './persister.ts';
import { IMAGE_CACHE } from './cache-names.ts';

/**
 * The service worker's saved images (QC photos among them) go with the session. Called again
 * whenever the console opens signed out: an image still loading at sign-out is written back by
 * the worker after the first deletion.
 */
export async function clearImageCache() {
  if ('caches' in window) await caches.delete(IMAGE_CACHE).catch(() => false);
}

/**
 * Seed section 4: logout clears the session, goes to /login and reloads. Queued writes are kept
 * (they belong to the user and are sent at their next sign-in), but the user is warned first.
 * Answers false when the user chose to stay.
 */
export async function logout(
  confirm: (message: string) => boolean = (text) => window.confirm(text),
) {
  const waiting = operationsOfCurrentUser().length;
  if (waiting > 0 && !confirm(countChanges(messages.logoutWithPending, waiting))) return false;
  session.signOut();
  queryClient.clear();
  await Promise.all([clearPersistedCache(), drafts.clearAll(), clearImageCache()]);
  location.assign('/login');
  return true;
}
