import { QueryClientProvider, useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import {
  StrictMode,
  startTransition,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getLocale } from '../domain/messages.ts';
import { queryClient } from './lib/query-client.ts';
import { checkFrame, removeFrame } from './lib/frame.ts';
import { dropEarlyReads } from './lib/early-reads.ts';
import { markDocumentLocale, settlePageLocale } from './lib/locale.ts';
import { loadPageMessages } from './i18n/localized.ts';
import { session } from './lib/session.ts';
import { applyTheme, storedTheme } from './lib/theme.ts';
import { markRouterShown, watchNavigation } from './lib/settled.ts';
import { warmRenderCaches } from './lib/warm.ts';
import { boundSavedCache } from './offline/bound.ts';
import { clearImageCache } from './offline/image-cache.ts';
import { initOnlineState, watchServer } from './offline/online.ts';
import { forgetUserData } from './offline/forget.ts';
import { whenSessionEnds } from './lib/graphql.ts';
import { startOutbox } from './offline/start-outbox.ts';
import {
  CACHE_MAX_AGE,
  DEHYDRATE_OPTIONS,
  cacheBuster,
  persisterOf,
  restoreEarly,
  saveOnLeave,
} from './offline/persister.ts';
import { createConsoleRouter } from './router.tsx';
import { nextTask } from './lib/tasks.ts';
import './index.css';

// The saved cache is read while the rest loads (a page opened offline shows it).
restoreEarly(session.get().user?.id);
settlePageLocale();
boundSavedCache(queryClient);
initOnlineState();
// A server that stopped answering while the phone is online is asked again until it answers.
watchServer(() => void queryClient.invalidateQueries());
// A session the server ended (signed out everywhere, a reset, a block) leaves nothing behind.
whenSessionEnds(forgetUserData);
applyTheme(storedTheme());
checkFrame(getLocale(), session.get().isAuthenticated);
markDocumentLocale();
startOutbox();
if (!session.get().isAuthenticated) void clearImageCache();
else warmRenderCaches();

// The first script's modules have run in this task; the router (its route tree built), then the
// first render, each start a task of their own, so that no one of them holds the main thread
// for long at a phone's speed (decision 073).
await nextTask();
const router = createConsoleRouter();

// A page that renders no `Page` (a redirect, sign-in) takes the frame away once the router has
// rendered it: a mounted router resolves a navigation after React has rendered its matches. One
// loaded before the router mounts (`Routes`) resolves before anything is rendered: the frame
// stays until `ShownRouter` has mounted.
let routerShown = false;
router.subscribe('onResolved', () => {
  // The frame's early reads are for the first page's loaders only (decision 059).
  dropEarlyReads();
  if (routerShown) removeFrame();
});
watchNavigation({
  pending: () => router.state.status === 'pending',
  onResolved: (callback) => router.subscribe('onResolved', callback),
});

/** The router on screen; once mounted, its page has taken the frame's place. */
function ShownRouter() {
  useEffect(() => {
    routerShown = true;
    markRouterShown();
    // A route loaded before the router mounted has rendered now: a page with a `Page` took the
    // frame away as it mounted; one with none (a redirect to sign-in) does it here.
    if (router.state.status === 'idle') removeFrame();
  }, []);
  return <RouterProvider router={router} />;
}

// The page's own chunks (each page but sign-in is split) start loading now, beside the saved
// cache's restore, rather than once the router renders after it: no round trip is added to a
// signed-in page's first paint.
// A reader of another language than English has its messages first (decision 060): a module
// that renders one as it loads would otherwise have English.
const messagesReady = loadPageMessages();
void messagesReady.then(() => {
  for (const route of router.getMatchedRoutes(location.pathname)[0])
    void router.loadRouteChunk(route)?.catch(() => undefined);
});

/** The page opened first waits this long at most for its route to load before it renders. */
const FIRST_LOAD_WAIT_MS = 1000;

/**
 * Routes render once the saved cache is back, so that a page opened offline has its data; from
 * then on, leaving or hiding the page saves the cache at once (never before: that would save an
 * empty cache over the one being restored).
 *
 * The page opened first renders once its route has loaded (or a second has passed), in a
 * transition: React then renders it in slices between which the phone can answer a touch, rather
 * than in one long task of several hundred milliseconds at a slow phone's speed (decision 043).
 * Meanwhile the prerendered frame, if any, stays on screen.
 */
function Routes({ buster }: { buster: string }) {
  const restoring = useIsRestoring();
  // A router that has rendered a page before renders at once. (Sign-in opens the console with a
  // page load, decision 069, so a tree signed in within the page is not how it comes here now.)
  const [loaded, setLoaded] = useState(() => router.state.resolvedLocation !== undefined);
  useEffect(() => (restoring ? undefined : saveOnLeave(queryClient, buster)), [restoring, buster]);
  useEffect(() => {
    if (restoring || loaded) return;
    let live = true;
    const waited = new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS));
    void Promise.race([router.load().catch(() => undefined), waited]).then(
      () => live && startTransition(() => setLoaded(true)),
    );
    return () => {
      live = false;
    };
  }, [restoring, loaded]);
  return restoring || !loaded ? null : <ShownRouter />;
}

const userOf = () => session.get().user?.id;

function Console() {
  // Hydrating, the page was rendered signed out: so is this device (else it is not hydrated).
  const userId = useSyncExternalStore(session.subscribe, userOf, userOf);
  const persister = useMemo(() => (userId ? persisterOf(userId) : null), [userId]);
  // Signed out, nothing is saved to restore: the page renders at once (and can hydrate the
  // prerendered sign-in page, whose markup is this tree's).
  if (!persister) {
    return (
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  }
  return (
    <PersistQueryClientProvider
      key={userId}
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: CACHE_MAX_AGE,
        buster: cacheBuster(userId),
        dehydrateOptions: DEHYDRATE_OPTIONS,
      }}
      // The saved copy is a fallback: it may be up to a second behind, so refresh it from the
      // server (a refetch waits while offline, and the saved data stays on screen).
      onSuccess={() => void queryClient.invalidateQueries()}
    >
      <Routes buster={cacheBuster(userId)} />
    </PersistQueryClientProvider>
  );
}

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Console />
  </StrictMode>
);
// A page prerendered in this device's language (scripts/prerender.ts) is hydrated once its
// route is loaded; anything else (another language, a signed-in device) renders over it.
// Nothing renders a message before the page's language's messages are here (decision 060).
void messagesReady.then(nextTask).then(() => {
  if (container.dataset.prerendered === getLocale() && !session.get().isAuthenticated) {
    // As TanStack Start does on hydrating: the router renders its matches as on the server (no
    // Suspense of its own above them), so that the tree is the prerendered one.
    router.ssr = { manifest: undefined };
    // In a transition, React hydrates the page in slices between which the phone can answer a
    // touch; otherwise hydration is one task of 110-140 ms at 4× CPU (decision 073). A tap on the
    // page meanwhile is replayed once its part is hydrated.
    return router.load().then(() => startTransition(() => void hydrateRoot(container, app)));
  }
  createRoot(container).render(app);
});
