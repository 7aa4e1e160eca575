import { startTransition, useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from './tasks.ts';

/**
 * For what a page shows but nobody needs in its first moment (a 500-item chooser's other items):
 * true once the main thread has been free since the page rendered, or at once when `want` is
 * called (the seller reaches for it first). The page opens, and answers the first tap, without
 * it (issue 52).
 */
export function useWhenIdle(): readonly [ready: boolean, want: () => void] {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void whenIdle().then(() => live && startTransition(() => setReady(true)));
    return () => {
      live = false;
    };
  }, [ready]);
  // Made before the event's own work (a select's list opens on the press): in the same task.
  const want = useCallback(() => ready || flushSync(() => setReady(true)), [ready]);
  return [ready, want] as const;
}
