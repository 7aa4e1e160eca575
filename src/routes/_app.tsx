import { createFileRoute } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { AppShell } from '../features/shell/components/AppShell.tsx';
import { requireSignIn } from '../lib/guards.ts';
import { queryClient } from '../lib/query-client.ts';
import { session } from '../lib/session.ts';
import { clearPersistedCache } from '../offline/persister.ts';

/** Everything behind sign-in lives in this layout. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => requireSignIn(location),
  component: function SignedIn() {
    const { user } = useSyncExternalStore(session.subscribe, session.get);
    return <AppShell user={user} onLogout={logout} />;
  },
});

/** Seed section 4: logout clears the session, goes to /login and reloads. */
async function logout() {
  session.signOut();
  queryClient.clear();
  await clearPersistedCache();
  location.assign('/login');
}
