/**
 * Resolves in a task of its own: work started after it does not lengthen the task that asked for
 * it. Each request's start costs the main thread a few milliseconds on a slow phone (more at a
 * throttled CPU), so a burst of them started together is one long task that blocks input.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

/** Starts `work` in a task of its own (see `nextTask`). */
export function inOwnTask<T>(work: () => Promise<T>): Promise<T> {
  return nextTask().then(work);
}

/** How long an idle wait lasts at most, and its stand-in where the browser has no idle callback. */
const IDLE_WAIT_MS = 1500;
const IDLE_FALLBACK_MS = 300;

/** Resolves once the main thread has nothing to do (at most `timeout` ms later). */
export function whenIdle(timeout = IDLE_WAIT_MS): Promise<void> {
  return new Promise((resolve) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => resolve(), { timeout })
      : setTimeout(resolve, Math.min(timeout, IDLE_FALLBACK_MS)),
  );
}
