import type { QueryClient } from '@tanstack/react-query';
import type { QueuedOperation } from './outbox.ts';

/**
 * What the outbox knows of each kind of queued write. Features register theirs, so that the
 * outbox itself imports no feature.
 */
export interface OperationKind {
  /** Sends the write with its Idempotency-Key; resolves with the server's answer. */
  send(op: QueuedOperation): Promise<unknown>;
  /** Plain words for the Sync screen. */
  describe(op: QueuedOperation): string;
  /** The user's values beside the server's, for a conflict. */
  fields(op: QueuedOperation): { label: string; mine: unknown; server: unknown }[];
  /** Puts back what the user saw before the change (rejected or discarded). */
  rollback(queryClient: QueryClient, op: QueuedOperation): void;
  /** Refreshes what the write affects, after it reached the server. */
  settled(queryClient: QueryClient): Promise<void>;
}

const kinds = new Map<string, OperationKind>();

export function registerOperationKind(name: string, kind: OperationKind) {
  kinds.set(name, kind);
}

export function operationKind(name: string): OperationKind | undefined {
  return kinds.get(name);
}
