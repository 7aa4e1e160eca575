import { onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { FetchQueryOptions } from '@tanstack/react-query';

/**
 * A route loader's data: online with nothing saved, the route waits for it (the page paints
 * whole, with no loading flash); with saved data, or offline, it never waits, so a page opened
 * offline shows what was saved at once (decision 005) and refreshes in the background.
 */
export function preload<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<unknown> | undefined {
  const saved = queryClient.getQueryData(options.queryKey) !== undefined;
  if (saved || !onlineManager.isOnline()) {
    void queryClient.prefetchQuery(options);
    return undefined;
  }
  // A failure shows in the page's own error state, not as a failed navigation. Should the device
  // go offline meanwhile, the request waits for the connection and the page stops waiting for
  // it: it renders and says the data is not saved on this device.
  const data = queryClient.ensureQueryData(options).catch(() => undefined);
  return Promise.race([data, untilOffline(data)]);
}

/** Resolves when the device goes offline, or once `settled` has. */
function untilOffline(settled: Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const stop = onlineManager.subscribe((online) => {
      if (!online) resolve();
    });
    void settled.finally(() => {
      stop();
      resolve();
    });
  });
}
