import { onlineManager } from '@tanstack/react-query';
import { afterSuccessfulRequest, ApiError } from '../lib/graphql.ts';
import { queryClient } from '../lib/query-client.ts';
import { session } from '../lib/session.ts';
import { operationKind } from './operations.ts';
import { outbox, reload, type QueuedOperation } from './outbox.ts';

const LOCK = 'threadline-outbox-drain';
const REFUSED = new Set([
  'BAD_USER_INPUT',
  'INVALID_TRANSITION',
  'NOT_FOUND',
  'FORBIDDEN',
  'IDEMPOTENCY_KEY_REUSED',
]);
const MAX_BACKOFF_MS = 5 * 60_000;

let next: Promise<void> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends what the current user has queued, one tab at a time (Web Locks), oldest first, each
 * entity in order. A network failure or a server fault keeps the operation pending and retries
 * with backoff; a refusal marks it rejected; CONFLICT keeps the server's values for the user.
 */
export function drain({ respectBackoff = false } = {}): Promise<void> {
  // Calls made while one waits for the lock share it; one made during a run queues the next.
  if (next) return next;
  const run = navigator.locks
    .request(LOCK, async () => {
      next = null;
      await drainOnce(respectBackoff);
    })
    .then(() => undefined);
  next = run;
  return run;
}

async function drainOnce(respectBackoff: boolean) {
  const { user, token } = session.get();
  if (!user || !token || !onlineManager.isOnline()) return;
  const held = new Set<string>();
  const applied = new Set<string>();
  for (const op of await reload()) {
    if (op.userId !== user.id || held.has(op.entity)) continue;
    const waiting = respectBackoff && op.nextAttemptAt > Date.now();
    if (op.state === 'rejected' || op.state === 'conflict' || waiting) {
      held.add(op.entity);
      continue;
    }
    const kind = operationKind(op.kind);
    if (!kind) continue;
    await outbox.put({ ...op, state: 'sending' });
    try {
      await kind.send(op);
      await outbox.remove(op.id);
      applied.add(op.kind);
    } catch (error) {
      held.add(op.entity);
      const stop = await settleFailure(op, error);
      if (stop) break;
    }
  }
  await Promise.all([...applied].map((k) => operationKind(k)?.settled(queryClient)));
  scheduleRetry();
}

/** Records why an operation did not go through; true when draining must stop for now. */
async function settleFailure(op: QueuedOperation, error: unknown): Promise<boolean> {
  const code = error instanceof ApiError ? error.code : 'NETWORK';
  if (code === 'CONFLICT') {
    const current = (error as ApiError).details.current as Record<string, unknown> | undefined;
    await outbox.put({
      ...op,
      state: 'conflict',
      server: current ?? null,
      error: (error as ApiError).message,
    });
    return false;
  }
  if (REFUSED.has(code)) {
    await outbox.put({ ...op, state: 'rejected', error: (error as ApiError).message });
    operationKind(op.kind)?.rollback(queryClient, op);
    return false;
  }
  // Offline, server down, a fault, rate limited or signed out: keep it, try again later.
  const attempts = op.attempts + 1;
  const retryAfter = error instanceof ApiError && error.retryAfter ? error.retryAfter * 1000 : 0;
  const backoff = Math.max(retryAfter, Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts, 9)));
  await outbox.put({ ...op, state: 'pending', attempts, nextAttemptAt: Date.now() + backoff });
  return code === 'UNAUTHENTICATED' || code === 'NETWORK';
}

function scheduleRetry() {
  clearTimeout(timer);
  const userId = session.get().user?.id;
  const next = outbox
    .all()
    .filter((o) => o.userId === userId && o.state === 'pending')
    .reduce((min, o) => Math.min(min, o.nextAttemptAt), Infinity);
  if (next === Infinity) return;
  timer = setTimeout(() => void drain({ respectBackoff: true }), Math.max(250, next - Date.now()));
}

/** Drains on start-up, when the connection returns, and after any successful request. */
export function startDraining() {
  void reload().then(() => drain());
  onlineManager.subscribe((online) => online && void drain());
  afterSuccessfulRequest(() => {
    if (outbox.all().some((o) => o.state === 'pending')) void drain({ respectBackoff: true });
  });
}
