import { createFileRoute } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { AppShell } from '../features/shell/components/AppShell.tsx';
import { requireSignIn } from '../lib/guards.ts';
import { queryClient } from '../lib/query-client.ts';
import { session } from '../lib/session.ts';
import { clearPersistedCache } from '../offline/persister.ts';
import { operationsOfCurrentUser } from '../offline/actions.ts';
import { countChanges, messages } from '../../domain/messages.ts';

/** Everything behind sign-in lives in this layout. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => requireSignIn(location),
  component: function SignedIn() {
    const { user } = useSyncExternalStore(session.subscribe, session.get);
    return <AppShell user={user} onLogout={logout} />;
  },
});

/**
 * Seed section 4: logout clears the session, goes to /login and reloads. Queued writes are kept
 * (they belong to the user and are sent at their next sign-in), but the user is warned first.
 */
async function logout() {
  const waiting = operationsOfCurrentUser().length;
  if (waiting > 0 && !window.confirm(countChanges(messages.logoutWithPending, waiting))) return;
  session.signOut();
  queryClient.clear();
  await clearPersistedCache();
  location.assign('/login');
}
