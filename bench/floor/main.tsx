/**
 * The floor app of `npm run bench` (issue 19): the console's own stack — React 19, TanStack
 * Router and Query, graphql-request, Tailwind, vite-plugin-pwa — and one page with one query. Its
 * sizes and its offline first paint are the least a console on this stack can weigh and take.
 */
import './main.css';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { request } from 'graphql-request';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Home() {
  const health = useQuery({
    queryKey: ['typename'],
    queryFn: () => request<{ __typename: string }>('/graphql', '{ __typename }'),
    retry: false,
  });
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-semibold">Orders</h1>
      <p className="text-sm text-stone-600">{health.data ? 'Online' : 'Offline'}</p>
    </main>
  );
}

const rootRoute = createRootRoute();
const router = createRouter({
  routeTree: rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home }),
  ]),
});
const queryClient = new QueryClient();

if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
