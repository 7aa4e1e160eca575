import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { deferred } from '../../../components/ui/deferred.tsx';
import { SidebarProvider, SidebarTrigger } from '../../../components/ui/sidebar.tsx';
import type { SessionUser } from '../../../lib/session.ts';
import { syncUserLocale } from '../../../lib/locale.ts';
import { meQueryOptions, syncSessionUser } from '../../../lib/me.ts';
import { AppSidebar } from './AppSidebar.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { StoreSwitcher } from './StoreSwitcher.tsx';

const AvatarMenu = deferred(() => import('./AvatarMenu.tsx').then((m) => m.AvatarMenu));

/**
 * The signed-in frame: side navigation, top bar (with the `actions` the route puts there, before
 * the avatar menu), offline banner, the page.
 */
export function AppShell({
  user,
  onLogout,
  actions,
}: {
  user: SessionUser | null;
  onLogout(): void;
  actions?: ReactNode;
}) {
  const me = useQuery(meQueryOptions());
  // Role and stores can change on the server; the stored session follows the latest `me`.
  useEffect(() => {
    if (me.data) syncSessionUser(me.data);
  }, [me.data]);
  const userLocale = me.data?.locale;
  useEffect(() => syncUserLocale(userLocale), [userLocale]);
  const stores = me.data?.stores ?? user?.stores ?? [];
  return (
    <SidebarProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        {m.skipToContent()}
      </a>
      <div className="flex min-h-dvh bg-canvas text-ink">
        <AppSidebar user={user} />
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-line bg-surface/95 px-2 backdrop-blur">
            <SidebarTrigger />
            <div className="flex-1" />
            {user?.role === 'STORE_OWNER' && <StoreSwitcher />}
            {user?.role === 'STORE_OWNER' && stores.length === 0 && (
              <Button asChild size="sm">
                <Link to="/store1">{m.onboardYourStore()}</Link>
              </Button>
            )}
            {actions}
            <AvatarMenu onLogout={onLogout} />
            <NavigationProgress />
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
