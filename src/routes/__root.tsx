import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { UpdatePrompt } from '../features/shell/components/UpdatePrompt.tsx';
import type { RouterContext } from '../router.tsx';
import { PageTitle } from '../components/ui/page.tsx';

/** The toast host (sonner) loads after the first paint; nothing toasts before the page is up. */
const Toaster = lazy(() =>
  import('../components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <Suspense>
        <Toaster />
      </Suspense>
      <UpdatePrompt />
    </>
  ),
  notFoundComponent: () => (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <div>
        <PageTitle>Page not found</PageTitle>
        <Link to="/" className="mt-4 inline-block text-link">
          Go to the dashboard
        </Link>
      </div>
    </main>
  ),
});
