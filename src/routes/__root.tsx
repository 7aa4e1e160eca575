import { m } from '../../domain/messages.ts';
import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';
import { deferred } from '../components/ui/deferred.tsx';
import { PageTitle } from '../components/ui/page.tsx';
import type { RouterContext } from '../router.tsx';
import { toastWanted } from '../lib/toast.ts';

/**
 * The toast host (sonner) and the service worker's update prompt (workbox) load once the page has
 * settled (decision 056), the toaster sooner if a notice comes first.
 */
// Both are overlays: their slots take no room (an empty inline slot would add a line).
const Toaster = deferred(
  () => import('../components/ui/toaster.tsx').then((m) => m.Toaster),
  'absolute',
  undefined,
  toastWanted,
);
const UpdatePrompt = deferred(
  () => import('../features/shell/components/UpdatePrompt.tsx').then((m) => m.UpdatePrompt),
  'absolute',
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <Toaster />
      <UpdatePrompt />
    </>
  ),
  notFoundComponent: () => (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <div>
        <PageTitle>{m.pageNotFound()}</PageTitle>
        <Link to="/" className="mt-4 inline-flex min-h-11 items-center text-link">
          {m.goToTheDashboard()}
        </Link>
      </div>
    </main>
  ),
});
