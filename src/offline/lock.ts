/**
 * Runs `task` while holding the named lock: across tabs with the Web Locks API, or within this
 * page where a browser (or a test runtime) has none.
 */
const local = new Map<string, Promise<unknown>>();

export function withLock(name: string, task: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(name, task).then(() => undefined);
  }
  const previous = local.get(name) ?? Promise.resolve();
  const run = previous.then(task, task);
  local.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}
