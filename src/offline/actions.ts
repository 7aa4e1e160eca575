import { onlineManager } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { session } from '../lib/session.ts';
import { drain } from './drain.ts';
import { OUTBOX_FORMAT, outbox, type QueuedOperation } from './outbox.ts';
import { kindsKnown, queuedWriteKind, type QueuedWriteDefinition } from './queued-write.ts';
import { askToPersist, persistState } from './storage.ts';

/**
 * What became of a write: sent and applied, waiting on the device, not made because it changed
 * nothing, or stopped (see the record).
 */
export type WriteOutcome = 'applied' | 'queued' | 'unchanged' | QueuedOperation;

/**
 * Queues a write of a defined kind: saved to IndexedDB first (awaited), then shown at once, then
 * sent when possible. Resolves with what happened to it.
 */
export async function queueWrite<
  TVars extends Record<string, unknown>,
  TResult,
  TRequest extends Record<string, unknown>,
>(
  definition: QueuedWriteDefinition<TVars, TResult, { version: number }, TRequest>,
  vars: TVars,
  storeId: string | null = null,
): Promise<WriteOutcome> {
  const user = session.get().user;
  if (!user) throw new Error('Sign in to make changes');
  if (definition.unchanged?.(queryClient, vars)) return 'unchanged';
  const op: QueuedOperation = {
    format: OUTBOX_FORMAT,
    id: crypto.randomUUID(),
    userId: user.id,
    storeId,
    kind: definition.kind,
    entity: definition.entity(vars),
    variables: vars,
    expectedVersion: definition.expectedVersion(vars),
    previous: null,
    createdAt: Date.now(),
    attempts: 0,
    state: 'pending',
    nextAttemptAt: 0,
    error: null,
    server: null,
  };
  // Stored before anything shows it, and shown as waiting only once its record is whole, with
  // what it changes: a reload right after (a seller who opens the Sync screen at once) reads the
  // old value back as well as the new.
  await outbox.put(op, { shown: false });
  // The first queued change asks the browser to keep this device's data (decision 020).
  if (persistState() === 'not-asked') void askToPersist();
  const previous = definition.apply(queryClient, vars);
  try {
    if (previous) await outbox.patch(op.id, { previous });
  } finally {
    outbox.reveal(op.id);
  }
  return sendNow(op.id);
}

/** Sends what is queued now, when there is a connection; answers what became of record `id`. */
async function sendNow(id: string): Promise<WriteOutcome> {
  if (!onlineManager.isOnline()) return 'queued';
  // A write made before the page settled: the kinds load now, so that it is sent at once.
  await kindsKnown();
  await drain();
  const left = outbox.all().find((o) => o.id === id);
  if (!left) return 'applied';
  return left.state === 'pending' || left.state === 'sending' ? 'queued' : left;
}

/**
 * A write sent again unchanged keeps its Idempotency-Key (the server may have applied it); a
 * write the user chose to send again after a refusal or a conflict is a new request, with a new
 * key (the old key's answer is recorded and would only be replayed). Its place in line stays.
 */
export async function retry(op: QueuedOperation) {
  await requeue(op, {}, op.state === 'rejected');
  await drain();
}

/**
 * A refused write the seller corrected: the same place in line, the new variables, and a new
 * Idempotency-Key (the old key's refusal is recorded and would only be replayed). What the old
 * variables kept apart from the record (photos) goes once the new record is saved.
 */
export async function resend(
  op: QueuedOperation,
  variables: Record<string, unknown>,
): Promise<WriteOutcome> {
  const id = await requeue(op, { variables }, true);
  await queuedWriteKind(op.kind)?.forget?.(op.variables);
  return sendNow(id);
}

/**
 * Puts a write back in line, in its place, as waiting and with nothing of its last failure, with
 * `changes`; under a new Idempotency-Key when it is a new request. Answers its id.
 */
async function requeue(
  op: QueuedOperation,
  changes: Partial<QueuedOperation>,
  newKey: boolean,
): Promise<string> {
  const id = newKey ? crypto.randomUUID() : op.id;
  await outbox.replace(op.id, {
    ...op,
    ...changes,
    id,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    error: null,
    fields: null,
    server: null,
  });
  return id;
}

/** Drops a queued write and puts back what the user saw before it. */
/**
 * Takes a waiting change off the device: out of the outbox, and its screens back to what the
 * server had. Answers how to bring it back (`undo`: the record as it was, its change shown again,
 * then sent) and `forget`, which lets go of what it kept (its photos) once it can no longer be
 * undone; `forget` after `undo` does nothing.
 */
export async function discard(op: QueuedOperation) {
  await outbox.remove(op.id);
  const kind = queuedWriteKind(op.kind);
  kind?.rollback(queryClient, op.previous);
  let undone = false;
  return {
    async undo() {
      undone = true;
      const previous = kind ? kind.apply(queryClient, op.variables) : op.previous;
      await outbox.put({ ...op, previous: previous ?? op.previous });
      void drain();
    },
    async forget() {
      if (!undone) await kind?.forget?.(op.variables);
    },
  };
}

/** Conflict: send the user's values again, now based on the server's current version. */
export async function keepMine(op: QueuedOperation) {
  const kind = queuedWriteKind(op.kind);
  const version = op.server?.version;
  if (!kind || typeof version !== 'number') return;
  await requeue(
    op,
    { variables: kind.rebase(op.variables, version), expectedVersion: version },
    true,
  );
  await drain();
}

/** Conflict: keep what the server has; the user's change is dropped. */
export async function keepTheirs(op: QueuedOperation) {
  await outbox.remove(op.id);
  await queuedWriteKind(op.kind)?.settled(queryClient);
}

/** The signed-in user's queued writes (another user's are never shown or sent). */
export function operationsOfCurrentUser(): QueuedOperation[] {
  const userId = session.get().user?.id;
  return outbox.all().filter((op) => op.userId === userId);
}
