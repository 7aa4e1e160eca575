import { createFileRoute } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { deferred } from '../components/ui/deferred.tsx';
import { AppShell } from '../features/shell/components/AppShell.tsx';
import { requireSignIn } from '../lib/guards.ts';
import { session } from '../lib/session.ts';
import { logout } from '../offline/logout.ts';
import { SyncIndicator } from '../offline/SyncIndicator.tsx';

const NotificationBell = deferred(() =>
  import('../features/notifications/components/NotificationBell.tsx').then(
    (m) => m.NotificationBell,
  ),
);

/** Everything behind sign-in lives in this layout; the route composes the shell's top bar. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => requireSignIn(location),
  component: function SignedIn() {
    const { user } = useSyncExternalStore(session.subscribe, session.get, session.get);
    return (
      <AppShell
        user={user}
        onLogout={() => void logout()}
        actions={
          <>
            <SyncIndicator />
            <NotificationBell />
          </>
        }
      />
    );
  },
});
