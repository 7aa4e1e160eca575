import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';
import { Toaster } from '../components/ui/toaster.tsx';
import { UpdatePrompt } from '../features/shell/components/UpdatePrompt.tsx';
import type { RouterContext } from '../router.tsx';

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
        <h1 className="text-2xl font-semibold">Page not found</h1>
        <Link to="/" className="mt-4 inline-block text-brand underline dark:text-amber-300">
          Go to the dashboard
        </Link>
      </div>
    </main>
  ),
});
