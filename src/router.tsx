import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { PageError } from './components/ui/page-error.tsx';
import { queryClient } from './lib/query-client.ts';
import { routeTree } from './routeTree.gen.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The console's router. Made by main.tsx in a task after the first script's modules have run, not
 * as this module loads: building the route tree is a slice of work of its own at a phone's speed
 * (decision 073).
 */
export const createConsoleRouter = () =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: PageError,
  });

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ConsoleRouter;
  }
}
