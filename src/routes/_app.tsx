import { createFileRoute } from '@tanstack/react-router';
import { deferred } from '../components/ui/deferred.tsx';
import { AppShell } from '../features/shell/components/AppShell.tsx';
import { requireSignIn } from '../lib/guards.ts';
import { useSessionUser } from '../lib/use-session-user.ts';
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
    const user = useSessionUser();
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
