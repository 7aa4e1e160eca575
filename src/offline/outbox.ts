import { createStore, del, entries, promisifyRequest, set } from 'idb-keyval';

/**
 * The durable outbox: writes made with or without a connection, kept in their own IndexedDB
 * store (apart from the query cache, which a new version or another user wipes). Each record is
 * saved before the optimistic update is shown; its id is the Idempotency-Key. No token is stored.
 */
export type OperationState = 'pending' | 'sending' | 'rejected' | 'conflict';

/**
 * The record format. Records outlive app updates, so a new format comes with a step in
 * `upgradeRecord`; a record of a newer format than this console knows is kept and holds its
 * entity (a later write must not overtake it), but is never sent.
 */
export const OUTBOX_FORMAT = 2;

export interface QueuedOperation {
  format: number;
  id: string;
  userId: string;
  storeId: string | null;
  kind: string;
  /** Operations of one entity are sent in order; a stuck one holds back the later ones. */
  entity: string;
  variables: Record<string, unknown>;
  /** The version the user saw, for conflict checks (null when the write is not versioned). */
  expectedVersion: number | null;
  /** What the user saw before the change, to roll the optimistic update back. */
  previous: Record<string, unknown> | null;
  createdAt: number;
  attempts: number;
  state: OperationState;
  nextAttemptAt: number;
  /** Plain words for a refusal. */
  error: string | null;
  /** A refusal's message for each field it names (absent in records made before it). */
  fields?: Record<string, string> | null;
  /** For a conflict: the server's current values. */
  server: Record<string, unknown> | null;
}

const store = createStore('threadline-outbox', 'operations');
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('threadline-outbox');
let operations: QueuedOperation[] = [];
const listeners = new Set<() => void>();
/**
 * Records being written to IndexedDB: already in `operations`, so that the drain, which may take
 * an answer meanwhile, sees every write the user has made (and moves it onto the new version).
 */
const saving = new Map<string, QueuedOperation>();
/**
 * Records whose first write to IndexedDB has not landed yet: the drain sees them (above), but the
 * screens do not. "Waiting to sync" shown before the record is on the device would be a promise a
 * reload or a closed app could break (a browser test saw it: two writes shown as waiting, then
 * lost by the navigation that followed while the device was busy).
 */
const unstored = new Set<string>();

function publish(next: QueuedOperation[], broadcast: boolean) {
  operations = next.sort((a, b) => a.createdAt - b.createdAt);
  listeners.forEach((l) => l());
  if (broadcast) channel?.postMessage('changed');
}

/** Brings a stored record to the current format (format 1 records had no `format` field). */
export function upgradeRecord(raw: QueuedOperation | Omit<QueuedOperation, 'format'>) {
  const record = raw as QueuedOperation;
  if (typeof record.format !== 'number') return { ...record, format: 2 };
  return record;
}

/** Reads every record from IndexedDB (the truth shared by all tabs), upgrading old formats. */
export async function reload(): Promise<QueuedOperation[]> {
  const stored = (await entries<string, QueuedOperation>(store)).map(([, op]) => op);
  const all = await Promise.all(
    stored.map(async (op) => {
      const upgraded = upgradeRecord(op);
      if (upgraded !== op) await set(upgraded.id, upgraded, store);
      return upgraded;
    }),
  );
  const ids = new Set(all.map((op) => op.id));
  publish([...all, ...[...saving.values()].filter((op) => !ids.has(op.id))], false);
  return operations;
}

channel?.addEventListener('message', () => void reload());

export const outbox = {
  /** Every record, those still being written included (for the drain and the writes' own code). */
  all: () => operations,
  /** The records on the device: what the screens show as waiting (`useOutbox` keeps it stable). */
  stored: () => (unstored.size ? operations.filter((o) => !unstored.has(o.id)) : operations),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Stores a record; a new one is shown once its first write has landed, or, with `shown: false`,
   * only once `reveal` says its record is whole (a queued write's first write, before the
   * snapshot of what it changes is added).
   */
  async put(op: QueuedOperation, { shown = true }: { shown?: boolean } = {}) {
    if (!operations.some((o) => o.id === op.id)) unstored.add(op.id);
    saving.set(op.id, op);
    publish([...operations.filter((o) => o.id !== op.id), op], false);
    try {
      await set(op.id, op, store);
    } finally {
      if (saving.get(op.id) === op) saving.delete(op.id);
      if (shown) unstored.delete(op.id);
    }
    // Other tabs read the stored records now; this tab's list already holds the change.
    publish(operations, true);
  },
  /**
   * Adds fields to a record as it is now (the drain may have moved it onto a new version, or sent
   * and removed it, meanwhile); a record that is gone stays gone.
   */
  async patch(id: string, fields: Partial<QueuedOperation>) {
    const current = operations.find((o) => o.id === id);
    if (current) await this.put({ ...current, ...fields });
  },
  /** Shows a record stored with `shown: false` (whatever became of it meanwhile). */
  reveal(id: string) {
    if (unstored.delete(id)) publish(operations, true);
  },
  /** Swaps one record for another in a single IndexedDB transaction (no moment without either). */
  async replace(oldId: string, next: QueuedOperation) {
    await store('readwrite', (objects) => {
      objects.delete(oldId);
      objects.put(next, next.id);
      return promisifyRequest(objects.transaction);
    });
    publish([...operations.filter((o) => o.id !== oldId && o.id !== next.id), next], true);
  },
  async remove(id: string) {
    await del(id, store);
    publish(
      operations.filter((o) => o.id !== id),
      true,
    );
  },
};
