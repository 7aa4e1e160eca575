import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A widget whose code (Radix menus, popovers, dialogs) loads after the first paint: until it
 * arrives an empty slot of `size` holds its place, so nothing shifts when it appears.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  size = 'size-11',
): ComponentType<P> {
  const Widget = lazy(() => load().then((component) => ({ default: component })));
  return function Deferred(props: P) {
    return (
      <Suspense
        fallback={<span data-slot="deferred" aria-hidden className={`inline-block ${size}`} />}
      >
        <Widget {...props} />
      </Suspense>
    );
  };
}
