import { AsyncLocalStorage } from 'node:async_hooks';

/** What belongs to the one HTTP request being served: its id is in the header, logs and errors. */
interface RequestScope {
  requestId: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

export function inRequestScope<T>(requestId: string, fn: () => T): T {
  return scope.run({ requestId }, fn);
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}
