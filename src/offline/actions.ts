import { queryClient } from '../lib/query-client.ts';
import { session } from '../lib/session.ts';
import { drain } from './drain.ts';
import { operationKind } from './operations.ts';
import { outbox, type QueuedOperation } from './outbox.ts';

export type NewOperation = Pick<
  QueuedOperation,
  'kind' | 'entity' | 'variables' | 'storeId' | 'expectedVersion' | 'previous'
>;

/**
 * Queues a write: saved to IndexedDB first (awaited), then the caller shows it optimistically,
 * then it is sent when possible. Resolves with the record.
 */
export async function enqueue(write: NewOperation): Promise<QueuedOperation> {
  const user = session.get().user;
  if (!user) throw new Error('Sign in to make changes');
  const op: QueuedOperation = {
    ...write,
    id: crypto.randomUUID(),
    userId: user.id,
    createdAt: Date.now(),
    attempts: 0,
    state: 'pending',
    nextAttemptAt: 0,
    error: null,
    server: null,
  };
  await outbox.put(op);
  return op;
}

/**
 * A write sent again unchanged keeps its Idempotency-Key (the server may have applied it); a
 * write the user chose to send again after a refusal or a conflict is a new request, with a new
 * key (the old key's answer is recorded and would only be replayed). Its place in line stays.
 */
async function replace(op: QueuedOperation, next: QueuedOperation) {
  await outbox.replace(op.id, next);
}

export async function retry(op: QueuedOperation) {
  const id = op.state === 'rejected' ? crypto.randomUUID() : op.id;
  await replace(op, { ...op, id, state: 'pending', attempts: 0, nextAttemptAt: 0, error: null });
  await drain();
}

/** Drops a queued write and puts back what the user saw before it. */
export async function discard(op: QueuedOperation) {
  await outbox.remove(op.id);
  operationKind(op.kind)?.rollback(queryClient, op);
}

/** Conflict: send the user's values again, now against the server's current version. */
export async function keepMine(op: QueuedOperation) {
  const version = typeof op.server?.version === 'number' ? op.server.version : op.expectedVersion;
  await replace(op, {
    ...op,
    id: crypto.randomUUID(),
    variables: { ...op.variables, expectedVersion: version },
    expectedVersion: version,
    state: 'pending',
    nextAttemptAt: 0,
    server: null,
    error: null,
  });
  await drain();
}

/** Conflict: keep what the server has; the user's change is dropped. */
export async function keepTheirs(op: QueuedOperation) {
  await outbox.remove(op.id);
  await operationKind(op.kind)?.settled(queryClient);
}

/** The signed-in user's queued writes (another user's are never shown or sent). */
export function operationsOfCurrentUser(): QueuedOperation[] {
  const userId = session.get().user?.id;
  return outbox.all().filter((op) => op.userId === userId);
}
