import { createFileRoute } from '@tanstack/react-router';
import { deferred } from '../components/ui/deferred.tsx';
import { AppShell } from '../features/shell/components/AppShell.tsx';
import { requireSignIn } from '../lib/guards.ts';
import { useSessionUser } from '../lib/use-session-user.ts';
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
    const user = useSessionUser();
    return (
      <AppShell
        user={user}
        // Signing out (and what it asks of the queued writes) loads with the tap: the frame paints
        // without the outbox's actions (issue 52).
        onLogout={() => void import('../offline/logout.ts').then(({ logout }) => logout())}
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
