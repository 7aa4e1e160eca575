import { queryClient } from './query-client.ts';
import { whenIdle } from './tasks.ts';

/**
 * Whether the page opened first has shown what it was opened for (issue 52, decision 056): the
 * router has rendered it, no query is being fetched, a frame has been painted since, and the main
 * thread is free and the screen still (the data's render done). What a
 * page does not need to paint and respond (the shell's menus and notices, the toaster, the chart,
 * the queued writes' kinds, the service worker's update check) loads after this, so a phone
 * spends its first seconds on the page itself. A page whose reads go on and on settles anyway
 * after `SETTLE_MAX_MS`; offline, a read waits (paused, not fetching) and the page settles at once.
 */
const SETTLE_MAX_MS = 4000;
/** How long the page must stay unchanged to count as shown. */
const STILL_MS = 200;

/** The performance mark of the moment (what `npm run bench` and the tests read). */
export const SETTLED_MARK = 'threadline:settled';

let routerShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => (routerShown = resolve));

/** Called once the router has rendered its first page (main.tsx). */
export function markRouterShown() {
  routerShown();
}

/** The router's own word on a navigation in progress, and its event when one has resolved. */
interface Navigation {
  pending(): boolean;
  onResolved(callback: () => void): () => void;
}
let navigation: Navigation = { pending: () => false, onResolved: () => () => undefined };

/** Called once by main.tsx with the router's state. */
export function watchNavigation(router: Navigation) {
  navigation = router;
}

/**
 * No page being opened: a seller who taps on before the first page has settled gets the next
 * page's code and data first, and what waits for the settling after it (the settling then counts
 * from that page's paint). Its data may come before its code: a quiet moment then is not the end.
 */
const noNavigation = () =>
  new Promise<void>((resolve) => {
    if (!navigation.pending()) return resolve();
    const stop = navigation.onResolved(() => {
      if (navigation.pending()) return;
      stop();
      resolve();
    });
  });

const idle = () =>
  new Promise<void>((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      stop();
      resolve();
    });
  });

const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * No read in flight once the main thread is free: a read that starts from another's answer (the
 * store's figures once `me` has come) starts after a moment without any, so that moment is not
 * the end.
 */
async function quiet() {
  do {
    await idle();
    await noNavigation();
    await painted();
    // Once the main thread is free: React renders the page's data in a transition, in slices,
    // after the reads have ended, so the page has shown it when the browser first finds nothing
    // to do.
    await whenIdle();
    await stillScreen();
  } while (queryClient.isFetching() > 0 || navigation.pending());
}

/**
 * Once the page has not changed for `STILL_MS`: React renders what the reads brought in slices,
 * between which the browser may find a moment with nothing to do.
 */
const stillScreen = () =>
  new Promise<void>((resolve) => {
    let timer = setTimeout(done, STILL_MS);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, STILL_MS);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    function done() {
      observer.disconnect();
      resolve();
    }
  });

let settled: Promise<void> | null = null;

/** Resolves once the first page has settled (see above); at once on every later call. */
export function whenPageSettled(): Promise<void> {
  settled ??= Promise.race([
    // A failure in the watching itself counts as settled: what waits for it must come.
    shown.then(quiet).catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, SETTLE_MAX_MS)),
  ]).then(() => void performance.mark(SETTLED_MARK));
  return settled;
}

/**
 * Fetches `load` once the page has settled, so that a widget first used later opens at once. Not
 * on the server, where the frames are prerendered.
 */
export function loadWhenSettled(load: () => Promise<unknown>) {
  if (typeof window !== 'undefined') void whenPageSettled().then(load);
}
