import { drafts } from '../lib/drafts.ts';
import { queryClient } from '../lib/query-client.ts';
import { clearImageCache } from './image-cache.ts';
import { clearPersistedCache } from './persister.ts';

/**
 * What the device lets go of once a user's session ends, however it ends (Logout, or a refusal
 * that says the session is over: signed out everywhere, a password reset, a block, an expiry):
 * the saved lists (customers' names, phones, addresses), drafts and saved images. Queued writes
 * stay: they are the user's, kept for them alone and sent at their next sign-in (drain.ts sends
 * only the signed-in user's).
 */
export async function forgetUserData() {
  queryClient.clear();
  await Promise.all([clearPersistedCache(), drafts.clearAll(), clearImageCache()]);
}
