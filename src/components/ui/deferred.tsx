import { useEffect, useState, type ComponentType } from 'react';
import { whenPageSettled } from '../../lib/settled.ts';
import { nextTask } from '../../lib/tasks.ts';

/** True once the page opened first has shown what it was opened for (`whenPageSettled`). */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let live = true;
    void whenPageSettled().then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, []);
  return settled;
}

const RETRY_MS = 5000;
/** How long one widget's showing may hold up the next, at most. */
const SHOW_WAIT_MS = 1000;

/**
 * Widgets whose code has come are shown one at a time (decision 073), each in a render of its own
 * (not a transition: one under the root never committed), the next once it has mounted and a task
 * has passed. Shown together, the shell's menus, notices, toaster and chart were one render and
 * commit of 100–200 ms at a phone's speed, as long as the page's own.
 */
let showing: Promise<void> = Promise.resolve();
function showInTurn(show: (shown: () => void) => void) {
  showing = showing.then(
    () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, SHOW_WAIT_MS);
        show(() => {
          clearTimeout(timer);
          void nextTask().then(resolve);
        });
      }),
  );
}

/**
 * A widget's component may name what it reads (`prepare`): that is asked for in a task of its own
 * just before the widget's first render (decision 077). Asked for by the widget's own mount, the
 * request and the store's update it made ran inside the render's commit (the bell's: 200 ms of one
 * task at a phone's speed, half of it the query's start and a second render it forced).
 */
export type DeferredWidget<P> = ComponentType<P> & { prepare?: () => void };

/**
 * A widget whose code (Radix menus, popovers, dialogs, the chart) is fetched and run only once the
 * page has settled (`whenPageSettled`): until it arrives an empty slot of `size` holds its place, so nothing shifts. If its code
 * cannot be fetched (the connection dropped before it came), the slot stays and the fetch is
 * tried again when the connection returns: the page itself never fails for it.
 */
export function deferred<P extends object>(
  load: () => Promise<DeferredWidget<P>>,
  size = 'size-11',
  Placeholder?: ComponentType,
  /** Loads it at once when this resolves, settled or not (the first notice, for the toaster). */
  soon?: Promise<unknown>,
): ComponentType<P> {
  let loaded: DeferredWidget<P> | null = null;
  let pending: Promise<DeferredWidget<P>> | null = null;
  // Every place showing this widget (a claim button on each of a list's items) waits for one turn.
  const waiting = new Set<(shown: () => void) => void>();
  const showHere = (show: (shown: () => void) => void) => {
    waiting.add(show);
    if (waiting.size > 1) return;
    showInTurn((shown) => {
      const shows = [...waiting];
      waiting.clear();
      let once = false;
      const shownOnce = () => {
        if (once) return;
        once = true;
        shown();
      };
      const showAll = () => {
        for (const showOne of shows) showOne(shownOnce);
      };
      if (!loaded?.prepare) return showAll();
      loaded.prepare();
      void nextTask().then(showAll);
    });
  };
  const fetchWidget = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return function Deferred(props: P) {
    const settled = usePageSettled();
    const [wanted, setWanted] = useState(false);
    useEffect(() => {
      let live = true;
      void soon?.then(() => live && setWanted(true));
      return () => {
        live = false;
      };
    }, []);
    const painted = settled || wanted;
    const [Widget, setWidget] = useState<ComponentType<P> | null>(() => loaded);
    const [onShown, setOnShown] = useState<(() => void) | null>(null);
    useEffect(() => onShown?.(), [onShown]);
    useEffect(() => {
      if (!painted || Widget) return;
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const attempt = () => {
        window.removeEventListener('online', attempt);
        clearTimeout(timer);
        fetchWidget().then(
          (component) =>
            !stopped &&
            showHere((shown) => {
              if (stopped) return shown();
              setWidget(() => component);
              setOnShown(() => shown);
            }),
          () => {
            if (stopped) return;
            window.addEventListener('online', attempt);
            timer = setTimeout(attempt, RETRY_MS);
          },
        );
      };
      // Each widget's fetch starts in a task of its own: together they were one long task.
      void nextTask().then(() => !stopped && attempt());
      return () => {
        stopped = true;
        window.removeEventListener('online', attempt);
        clearTimeout(timer);
      };
    }, [painted, Widget]);
    if (!Widget && Placeholder) return <Placeholder />;
    if (!Widget)
      return <span data-slot="deferred" aria-hidden className={`inline-block ${size}`} />;
    return <Widget {...props} />;
  };
}
