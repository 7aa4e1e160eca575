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
import { storeRolePermissions } from '../domain/permissions.ts';
import { meKeys, type Me } from './lib/me.ts';
import { session, type SessionUser } from './lib/session.ts';
import { routeTree } from './routeTree.gen.ts';

export function renderPage(path: string, locale: Locale): Promise<string> {
  return render(path, locale, new QueryClient());
}

/** The router with `path`'s route loaded, at its full address (see below). */
async function loaded(path: string, queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  if (router.state.matches.length === 0) {
    // A page whose search has defaults sends the router to its full address first (a browser
    // replaces the address): the page is loaded at that address.
    const matches = router.matchRoutes(router.state.location);
    const search = matches[matches.length - 1]?.search;
    const full = router.buildLocation({ to: router.state.location.pathname, search } as never);
    if (full.href !== path) return loaded(full.href, queryClient);
  }
  return router;
}

async function render(path: string, locale: Locale, queryClient: QueryClient): Promise<string> {
  overwriteGetLocale(() => locale);
  // Told the device is offline, a loader does not wait for data that is never fetched here; back
  // online, with nothing fetched, a page renders as it does while its data is on the way.
  onlineManager.setOnline(false);
  let router: Awaited<ReturnType<typeof loaded>>;
  try {
    router = await loaded(path, queryClient);
    await queryClient.cancelQueries();
  } finally {
    onlineManager.setOnline(true);
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

/** Where a frame's early reads name the store: the frame's script writes the store's id there. */
export const EARLY_STORE = '00000000-0000-4000-8000-00000000f4a3';

/** The permissions the reads are recorded with: an owner's. */
export const EARLY_PERMISSIONS = storeRolePermissions('OWNER');

export { REQUEST_TIMEOUT_MS } from './lib/graphql.ts';

/** A read a frame sends before the console's scripts run: its headers (but the device's) and body. */
export interface EarlyRead {
  headers: Record<string, string>;
  body: string;
}

/**
 * What a signed-in page's loaders ask the API for on a cold visit (decision 059), as the console
 * sends it, for a store owner with one approved store (the frame's owner) whose id is
 * EARLY_STORE: recorded from the page's own loaders here, with no request sent, so that the
 * frame's script (scripts/prerender.ts) asks for exactly what the console will. The device's own
 * headers (its session, its language) are left for that script to add.
 */
export async function earlyReads(path: string): Promise<EarlyRead[]> {
  const store = { ...FRAME_STORE, id: EARLY_STORE, myPermissions: [...EARLY_PERMISSIONS] };
  session.signIn({ id: 'frame', email: '', role: 'STORE_OWNER', stores: [store] }, 'frame', false);
  const reads = new Map<string, EarlyRead>();
  const fetched = globalThis.fetch;
  // graphql.ts names the server by the page's origin: none here, as nothing is sent.
  const page = globalThis as { location?: { origin: string } };
  const located = page.location !== undefined;
  page.location ??= { origin: '' };
  globalThis.fetch = (_input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    delete headers.authorization;
    delete headers['x-locale'];
    const body = String(init?.body);
    reads.set(body, { headers, body });
    return Promise.reject(new TypeError('recorded, not sent'));
  };
  try {
    await loaded(path, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  } finally {
    globalThis.fetch = fetched;
    if (!located) delete page.location;
    session.signOut();
  }
  return [...reads.values()];
}
