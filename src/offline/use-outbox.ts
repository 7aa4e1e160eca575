import { useSyncExternalStore } from 'react';
import { session } from '../lib/session.ts';
import { outbox, type QueuedOperation } from './outbox.ts';

const EMPTY: QueuedOperation[] = [];
let cacheKey = '';
let cached: QueuedOperation[] = EMPTY;

/**
 * The current user's queued writes on the device (not those still being written to it),
 * re-rendering when any tab changes them.
 */
export function useOutbox(): QueuedOperation[] {
  return useSyncExternalStore(outbox.subscribe, mine, () => EMPTY);
}

function mine(): QueuedOperation[] {
  const userId = session.get().user?.id;
  const all = outbox.stored();
  const key = `${userId}:${all.map((o) => `${o.id}${o.state}`).join(',')}`;
  if (key !== cacheKey) {
    cacheKey = key;
    cached = all.filter((o) => o.userId === userId);
  }
  return cached;
}

/** True while a write to `entity` waits to reach the server. */
export function usePendingFor(entity: string): boolean {
  return useOutbox().some((op) => op.entity === entity);
}

/** The first write to `entity` still on the device (waiting, sending, or stopped), if any. */
export function useWriteFor(entity: string): QueuedOperation | undefined {
  return useOutbox().find((op) => op.entity === entity);
}
