/**
 * The signed-out pages rendered to HTML at build time (decision 033), from the same route tree,
 * components and messages as the console: `scripts/prerender.ts` loads this module in Node and
 * writes dist/login.html (one per locale). The client hydrates it (`main.tsx`).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { overwriteGetLocale, type Locale } from '../domain/i18n/runtime.js';
import { routeTree } from './routeTree.gen.ts';

export async function renderPage(path: string, locale: Locale): Promise<string> {
  overwriteGetLocale(() => locale);
  const queryClient = new QueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
