import { onlineManager } from '@tanstack/react-query';
import { errorCodeOf, isRefusal } from '../../domain/errors.ts';
import {
  afterSuccessfulRequest,
  ApiError,
  NO_ANSWER_CODES,
  request,
  serverReach,
} from '../lib/graphql.ts';
import { queryClient } from '../lib/query-client.ts';
import { session } from '../lib/session.ts';
import { withLock } from './lock.ts';
import { outbox, reload, type QueuedOperation } from './outbox.ts';
import { kindOf, type AnyQueuedWrite } from './queued-write.ts';

const LOCK = 'threadline-outbox-drain';
const MAX_BACKOFF_MS = 5 * 60_000;

let next: Promise<void> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends what the current user has queued, one tab at a time (Web Locks), oldest first, each
 * entity in order. No answer (offline, a timeout) or a server fault keeps the write pending with
 * its Idempotency-Key, since the server may have applied it; a refusal marks it rejected; a
 * CONFLICT keeps the server's values for the user to choose.
 */
export function drain({ respectBackoff = false } = {}): Promise<void> {
  // Calls made while one waits for the lock share it; one made during a run queues the next.
  if (next) return next;
  const run = withLock(LOCK, async () => {
    next = null;
    await drainOnce(respectBackoff);
  });
  next = run;
  return run;
}

async function drainOnce(respectBackoff: boolean) {
  const { user, token } = session.get();
  if (!user || !token || !onlineManager.isOnline()) return;
  const held = new Set<string>();
  const applied = new Set<AnyQueuedWrite>();
  for (const { id } of await reload()) {
    // Read afresh: an earlier write of this run may have rebased this one.
    const op = outbox.all().find((o) => o.id === id);
    if (!op || op.userId !== user.id || held.has(op.entity)) continue;
    const kind = kindOf(op);
    const waiting = respectBackoff && op.nextAttemptAt > Date.now();
    // A kind this console does not know (or a newer record format) cannot be sent, and a later
    // write to the same entity must not overtake it.
    if (!kind || op.state === 'rejected' || op.state === 'conflict' || waiting) {
      held.add(op.entity);
      continue;
    }
    await outbox.put({ ...op, state: 'sending' });
    try {
      const variables = kind.prepare
        ? await kind.prepare(op.variables, (variables) => outbox.patch(op.id, { variables }))
        : op.variables;
      const result = await request(kind.document, variables, { idempotencyKey: op.id });
      // The cache first: a change the user makes from now on starts from the new version;
      // changes already waiting are moved onto it.
      kind.applied(queryClient, result, op.variables);
      await rebaseLaterWrites(kind, op, result);
      await outbox.remove(op.id);
      await kind.forget?.(op.variables);
      applied.add(kind);
    } catch (thrown) {
      const recorded = recordedAnswer(thrown);
      if (recorded) {
        // The server made this write under its key before (its answer was lost): what it
        // answered then is what became of the write, never a refusal of this request.
        if (recorded.data) {
          kind.applied(queryClient, recorded.data, op.variables);
          await outbox.remove(op.id);
          await kind.forget?.(op.variables);
          applied.add(kind);
          continue;
        }
      }
      held.add(op.entity);
      const stop = await settleFailure(kind, op, recorded?.error ?? thrown);
      if (stop) break;
    }
  }
  // What the writes affect is read again in the background: the seller's confirmation comes with
  // the server's answer, already in the cache. Awaited, it came only once every re-read had (a
  // new user's trial on a slow link: the price saved in 40 ms, "updated" said 6-8 s later).
  for (const kind of applied) void kind.settled(queryClient);
  scheduleRetry();
}

/**
 * The answer the server recorded for a write's key, when it refuses a request under that key as
 * IDEMPOTENCY_KEY_REUSED (the write was made before, from other variables): its data, or its
 * error as the write's own.
 */
function recordedAnswer(error: unknown): { data?: unknown; error?: ApiError } | null {
  if (!(error instanceof ApiError) || error.code !== 'IDEMPOTENCY_KEY_REUSED') return null;
  const recorded = error.details.recorded as
    | {
        data?: Record<string, unknown> | null;
        errors?: { message: string; extensions?: Record<string, unknown> }[];
      }
    | undefined;
  const first = recorded?.errors?.[0];
  if (first) {
    const ext = first.extensions ?? {};
    return {
      error: new ApiError(
        first.message,
        errorCodeOf(ext.code),
        (ext.fields as Record<string, string> | undefined) ?? {},
        undefined,
        ext,
      ),
    };
  }
  return recorded?.data ? { data: recorded.data } : null;
}

/**
 * Writes made on top of this one were based on the version it started from; now that the server
 * answered with the next version, they are based on that one (the client never predicts it).
 */
async function rebaseLaterWrites(kind: AnyQueuedWrite, op: QueuedOperation, result: unknown) {
  const version = kind.versionOf(result);
  if (version === null || op.expectedVersion === null) return;
  const later = outbox
    .all()
    .filter(
      (o) =>
        o.entity === op.entity &&
        o.id !== op.id &&
        o.kind === op.kind &&
        o.state === 'pending' &&
        o.expectedVersion === op.expectedVersion,
    );
  for (const o of later) {
    await outbox.put({
      ...o,
      variables: kind.rebase(o.variables, version),
      expectedVersion: version,
    });
  }
}

/** Records why a write did not go through; true when draining must stop for now. */
async function settleFailure(
  kind: AnyQueuedWrite,
  op: QueuedOperation,
  error: unknown,
): Promise<boolean> {
  const apiError = error instanceof ApiError ? error : null;
  const code = apiError?.code ?? 'NETWORK';
  if (code === 'CONFLICT') {
    const current = apiError!.details.current as Record<string, unknown> | undefined;
    await outbox.put({
      ...op,
      state: 'conflict',
      server: current ?? null,
      error: apiError!.message,
    });
    return false;
  }
  if (isRefusal(code)) {
    await outbox.put({
      ...op,
      state: 'rejected',
      error: apiError!.message,
      fields: apiError!.fields,
    });
    kind.rollback(queryClient, op.previous);
    return false;
  }
  // No answer, a fault, rate limited or signed out: keep it (and its key), try again later.
  const attempts = op.attempts + 1;
  const retryAfter = apiError?.retryAfter ? apiError.retryAfter * 1000 : 0;
  const backoff = Math.max(retryAfter, Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts, 9)));
  await outbox.put({ ...op, state: 'pending', attempts, nextAttemptAt: Date.now() + backoff });
  return code === 'UNAUTHENTICATED' || NO_ANSWER_CODES.has(code);
}

function scheduleRetry() {
  clearTimeout(timer);
  const userId = session.get().user?.id;
  const due = outbox
    .all()
    .filter((o) => o.userId === userId && o.state === 'pending')
    .reduce((min, o) => Math.min(min, o.nextAttemptAt), Infinity);
  if (due === Infinity) return;
  timer = setTimeout(() => void drain({ respectBackoff: true }), Math.max(250, due - Date.now()));
}

/**
 * Drains on start-up, when the connection returns, when the server answers again after giving no
 * answer (a Wi-Fi without internet, an outage: writes that waited out a backoff of minutes go at
 * once, as when the phone comes back online), and after any successful request.
 */
export function startDraining() {
  void reload().then(() => drain());
  onlineManager.subscribe((online) => online && void drain());
  drainWhenServerReturns();
  afterSuccessfulRequest(() => {
    if (outbox.all().some((o) => o.state === 'pending')) void drain({ respectBackoff: true });
  });
}

/**
 * Drains, backoffs aside, when the server answers again after a request that got no answer;
 * answers the function that stops it.
 */
export function drainWhenServerReturns(): () => void {
  let unreachable = serverReach.get() === 'no-answer';
  return serverReach.subscribe(() => {
    const now = serverReach.get() === 'no-answer';
    if (unreachable && !now) void drain();
    unreachable = now;
  });
}
