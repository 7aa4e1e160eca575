/**
 * Pages rendered to HTML at build time, from the same route tree, components and messages as the
 * console: `scripts/prerender.ts` loads this module in Node. The signed-out pages (decision 033)
 * are hydrated by the client (`main.tsx`); a signed-in page's frame (decision 042) is shown until
 * the console's first render of the page, and never hydrated.
 */
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { overwriteGetLocale, type Locale } from '../domain/i18n/runtime.js';
import { m } from '../domain/messages.ts';
import { meKeys, type Me } from './lib/me.ts';
import { session, type SessionUser } from './lib/session.ts';
import { routeTree } from './routeTree.gen.ts';

export function renderPage(path: string, locale: Locale): Promise<string> {
  return render(path, locale, new QueryClient());
}

async function render(path: string, locale: Locale, queryClient: QueryClient): Promise<string> {
  overwriteGetLocale(() => locale);
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // Told the device is offline, a loader does not wait for data that is never fetched here; back
  // online, with nothing fetched, a page renders as it does while its data is on the way.
  onlineManager.setOnline(false);
  try {
    await router.load();
    await queryClient.cancelQueries();
  } finally {
    onlineManager.setOnline(true);
  }
  if (router.state.matches.length === 0) {
    // A page whose search has defaults sends the router to its full address first (a browser
    // replaces the address): the page is rendered at that address.
    const matches = router.matchRoutes(router.state.location);
    const search = matches[matches.length - 1]?.search;
    const full = router.buildLocation({ to: router.state.location.pathname, search } as never);
    if (full.href !== path) return render(full.href, locale, queryClient);
  }
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

/** Whom a frame is drawn for: a store owner with one approved store, neither of them named. */
const FRAME_STORE = {
  id: 'frame',
  name: '',
  isApproved: true,
  isPaused: false,
  status: 'APPROVED',
  statusReason: null,
  createdAt: '',
  handlingDays: 0,
  returnWindowDays: 0,
} as const;

const FRAME_ME = {
  id: 'frame',
  email: '',
  role: 'STORE_OWNER',
  authProvider: 'PASSWORD',
  createdAt: '',
  updatedAt: '',
  name: '',
  phone: null,
  profileImage: null,
  version: 0,
  lowStockThreshold: 0,
  locale: null,
  stores: [FRAME_STORE],
} as unknown as Me;

/**
 * A signed-in page's frame (decision 042): the page as it first renders for a store owner whose
 * page data has not come yet: the shell, the heading, the fields and the rows' placeholders.
 */
export async function renderFrame(path: string, locale: Locale): Promise<string> {
  const user: SessionUser = { id: 'frame', email: '', role: 'STORE_OWNER', stores: [FRAME_STORE] };
  session.signIn(user, 'frame', false);
  const queryClient = new QueryClient();
  queryClient.setQueryData(meKeys.me(), FRAME_ME);
  try {
    return await render(path, locale, queryClient);
  } finally {
    session.signOut();
  }
}

/**
 * What a prerendered page says when its scripts could not be loaded (its boot script shows it):
 * the page can only be loaded again, at its own address.
 */
export function renderLoadFailed(path: string, locale: Locale): string {
  overwriteGetLocale(() => locale);
  return renderToStaticMarkup(
    <div id="load-failed" role="alert" hidden>
      <p>{m.consoleLoadFailed()}</p>
      <a href={path}>{m.reload()}</a>
    </div>,
  );
}
