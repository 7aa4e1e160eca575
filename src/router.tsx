import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { PageError } from './components/ui/page-error.tsx';
import { scrolledEarly } from './lib/frame.ts';
import { queryClient } from './lib/query-client.ts';
import { routeTree } from './routeTree.gen.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

let firstRender = true;
/**
 * The router puts the window's scroll back (or at the top) on each page it renders, but not on the
 * first page when it has been scrolled already: a signed-in phone paints the page's frame from
 * HTML before any script (decision 042), and a seller who scrolled it was sent back to the top
 * once the console had rendered the page (a new user's trial). The browser's own restoration of a
 * reloaded page is kept the same way.
 */
function restoreScroll(): boolean {
  const scrolled = firstRender && scrolledEarly();
  firstRender = false;
  return !scrolled;
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
    scrollRestoration: restoreScroll,
    defaultErrorComponent: PageError,
  });

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ConsoleRouter;
  }
}
