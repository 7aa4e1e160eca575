import { clear, createStore, del, get, set } from 'idb-keyval';
import { session } from './session.ts';

/**
 * Every unsent form on this device (the onboarding pages, a new product with its photos), in one
 * IndexedDB store, under the signed-in user's id: one user never sees another's draft, and
 * sign-out clears them all. Writes to one draft are queued, so none is lost or reordered.
 */
const store = createStore('threadline-drafts', 'drafts');
let queue: Promise<unknown> = Promise.resolve();

const keyOf = (name: string) => `${session.get().user?.id ?? ''}:${name}`;

/** Runs `work` after every draft write already asked for. */
function inLine<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work);
  queue = next.catch(() => undefined);
  return next;
}

export const drafts = {
  read: <T>(name: string) => inLine(() => get<T>(keyOf(name), store)),
  write: <T>(name: string, value: T) => inLine(() => set(keyOf(name), value, store)),
  /** Reads, changes and writes one draft in a single step of the queue. */
  update: <T>(name: string, change: (current: T | undefined) => T) =>
    inLine(async () => {
      const key = keyOf(name);
      const next = change(await get<T>(key, store));
      await set(key, next, store);
      return next;
    }),
  remove: (name: string) => inLine(() => del(keyOf(name), store)),
  /** A value of this device, not of a user (the key that seals KYC drafts); cleared with them. */
  device: {
    get: <T>(name: string) => get<T>(`device:${name}`, store),
    set: <T>(name: string, value: T) => set(`device:${name}`, value, store),
  },
  /** At sign-out every draft on this device goes. */
  clearAll: () => inLine(() => clear(store)),
};
