import { useEffect, useState, type ComponentType } from 'react';
import { whenPageSettled } from '../../lib/settled.ts';

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

/**
 * A widget whose code (Radix menus, popovers, dialogs, the chart) is fetched and run only once the
 * page has settled (`whenPageSettled`): until it arrives an empty slot of `size` holds its place, so nothing shifts. If its code
 * cannot be fetched (the connection dropped before it came), the slot stays and the fetch is
 * tried again when the connection returns: the page itself never fails for it.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  size = 'size-11',
  Placeholder?: ComponentType,
  /** Loads it at once when this resolves, settled or not (the first notice, for the toaster). */
  soon?: Promise<unknown>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
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
    useEffect(() => {
      if (!painted || Widget) return;
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const attempt = () => {
        window.removeEventListener('online', attempt);
        clearTimeout(timer);
        fetchWidget().then(
          (component) => !stopped && setWidget(() => component),
          () => {
            if (stopped) return;
            window.addEventListener('online', attempt);
            timer = setTimeout(attempt, RETRY_MS);
          },
        );
      };
      attempt();
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
