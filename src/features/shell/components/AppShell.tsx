import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { messages } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SidebarProvider, SidebarTrigger } from '../../../components/ui/sidebar.tsx';
import { session, type SessionUser } from '../../../lib/session.ts';
import { meQueryOptions } from '../../account/api/me.ts';
import { NotificationBell } from '../../notifications/components/NotificationBell.tsx';
import { ONBOARDING_BUILT } from '../nav.ts';
import { AppSidebar } from './AppSidebar.tsx';
import { AvatarMenu } from './AvatarMenu.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { SyncIndicator } from '../../../offline/SyncIndicator.tsx';

/** The signed-in frame: side navigation, top bar, offline banner, the page. */
export function AppShell({ user, onLogout }: { user: SessionUser | null; onLogout(): void }) {
  const me = useQuery(meQueryOptions());
  // Role and stores can change on the server; the stored session follows the latest `me`.
  useEffect(() => {
    if (me.data)
      session.updateUser({
        id: me.data.id,
        email: me.data.email,
        role: me.data.role,
        stores: me.data.stores,
      });
  }, [me.data]);
  const stores = me.data?.stores ?? user?.stores ?? [];
  return (
    <SidebarProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh bg-stone-50 text-stone-900 dark:bg-stone-950 dark:text-stone-100">
        <AppSidebar role={user?.role} />
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-stone-200 bg-white/95 px-2 backdrop-blur dark:border-stone-800 dark:bg-stone-900/95">
            <SidebarTrigger />
            <div className="flex-1" />
            {ONBOARDING_BUILT && user?.role === 'STORE_OWNER' && stores.length === 0 && (
              <Button asChild size="sm">
                <Link to="/">{messages.onboardYourStore}</Link>
              </Button>
            )}
            <SyncIndicator />
            <NotificationBell />
            <AvatarMenu onLogout={onLogout} />
          </header>
          <OfflineBanner />
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 p-4 sm:p-6">
            <Outlet />
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}
