import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/** True once the page has painted: a frame has been drawn since the component mounted. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * A widget whose code (Radix menus, popovers, dialogs) is fetched and run only after the first
 * paint: until it arrives an empty slot of `size` holds its place, so nothing shifts.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  size = 'size-11',
): ComponentType<P> {
  const Widget = lazy(() => load().then((component) => ({ default: component })));
  const slot = <span data-slot="deferred" aria-hidden className={`inline-block ${size}`} />;
  return function Deferred(props: P) {
    const painted = useAfterFirstPaint();
    if (!painted) return slot;
    return (
      <Suspense fallback={slot}>
        <Widget {...props} />
      </Suspense>
    );
  };
}
