import type { TypedDocumentString } from '../gql/graphql.ts';
import type { QueryClient } from '@tanstack/react-query';
import { OUTBOX_FORMAT, type QueuedOperation } from './outbox.ts';

/**
 * Everything the outbox needs to know of one kind of queued write, in one typed definition that
 * lives in its feature. The outbox itself imports no feature: the kinds are listed in one place,
 * `src/queued-writes.ts`, which registers them at start-up.
 */
export interface QueuedWriteDefinition<
  TVars extends Record<string, unknown>,
  TResult,
  TCurrent extends { version: number },
  /** The request's variables: the record's own, unless `prepare` makes them. */
  TRequest extends Record<string, unknown> = TVars,
> {
  /** The name records carry; never reuse one for a different write. */
  kind: string;
  document: TypedDocumentString<TResult, TRequest>;
  /** Writes to one entity are sent in order; a stuck one holds back the later ones. */
  entity(vars: TVars): string;
  /**
   * The change as a sentence for the Sync screen, old → new where the old value is known
   * (`previous` is what `apply` saved to put back).
   */
  describe(vars: TVars, previous?: Record<string, unknown> | null): string;
  /** The entity's version the write is based on (null: not versioned). */
  expectedVersion(vars: TVars): number | null;
  /** The same write based on another version of the entity. */
  rebase(vars: TVars, version: number): TVars;
  /** The entity's new version, from the server's answer. */
  versionOf(result: TResult): number | null;
  /**
   * True when the change would change nothing: the entity as shown (its queued changes
   * included) already has these values. Such a write is never queued (decision 025).
   */
  unchanged?(queryClient: QueryClient, vars: TVars): boolean;
  /** Shows the change at once; answers what to put back if it is refused or discarded. */
  apply(queryClient: QueryClient, vars: TVars): Record<string, unknown> | null;
  /** Puts back what the user saw before the change. */
  rollback(queryClient: QueryClient, previous: Record<string, unknown> | null): void;
  /** Takes the server's answer (its values and version) into the cache; `vars` what was sent. */
  applied(queryClient: QueryClient, result: TResult, vars: TVars): void;
  /** The user's values beside the server's, for a conflict. */
  conflictFields(vars: TVars, current: TCurrent): ConflictField[];
  /** Refreshes what the write affects from the server. */
  settled(queryClient: QueryClient): Promise<void>;
  /**
   * Work before the request (a queued product's photos go up): answers the request's variables.
   * `save` keeps progress in the record, so what is done is never done again. A failure is
   * settled like the request's own (no answer: tried again later; a refusal: rejected).
   */
  prepare?(vars: TVars, save: (vars: TVars) => Promise<void>): Promise<TRequest>;
  /** Where a refused write is corrected and resent (the Sync screen links there). */
  fix?: { label: () => string; to: string; search(recordId: string): Record<string, string> };
  /** Drops what the record keeps apart from itself (photos), once it is sent or discarded. */
  forget?(vars: TVars): Promise<void>;
}

export interface ConflictField {
  label: string;
  mine: unknown;
  server: unknown;
}

/** A definition with its types erased, as the generic outbox code holds it. */
export type AnyQueuedWrite = QueuedWriteDefinition<
  Record<string, unknown>,
  unknown,
  { version: number },
  Record<string, unknown>
>;

const definitions = new Map<string, AnyQueuedWrite>();

export function defineQueuedWrite<
  TVars extends Record<string, unknown>,
  TResult,
  TCurrent extends { version: number },
>(
  definition: QueuedWriteDefinition<TVars, TResult, TCurrent>,
): QueuedWriteDefinition<TVars, TResult, TCurrent>;
/** A write whose request is made by `prepare` (its variables differ from the record's). */
export function defineQueuedWrite<
  TVars extends Record<string, unknown>,
  TResult,
  TCurrent extends { version: number },
  TRequest extends Record<string, unknown>,
>(
  definition: QueuedWriteDefinition<TVars, TResult, TCurrent, TRequest> & {
    prepare: NonNullable<QueuedWriteDefinition<TVars, TResult, TCurrent, TRequest>['prepare']>;
  },
): QueuedWriteDefinition<TVars, TResult, TCurrent, TRequest>;
export function defineQueuedWrite(definition: AnyQueuedWrite) {
  return definition;
}

let markKnown: () => void;
/**
 * Settles once the kinds are registered: they load once someone is signed in, apart from the first
 * script (each kind brings its feature's document); a screen that lists queued writes waits for it.
 */
export const queuedWritesKnown = new Promise<void>((resolve) => (markKnown = resolve));

const wantListeners = new Set<() => void>();
/**
 * Calls `listener` each time a write is queued before the kinds are known: they load at once
 * then, rather than once the page has settled (decision 056). Answers the function that stops it.
 */
export function whenKindsWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}
let known = false;

/**
 * Resolves once the kinds are known, asking for them now if they are not; gives up waiting after
 * `KINDS_WAIT_MS` (their chunk could not be fetched), when the write stays queued as before.
 */
export function kindsKnown(): Promise<void> {
  if (known) return Promise.resolve();
  for (const listener of [...wantListeners]) listener();
  return Promise.race([
    queuedWritesKnown,
    new Promise<void>((resolve) => setTimeout(resolve, KINDS_WAIT_MS)),
  ]);
}
const KINDS_WAIT_MS = 10_000;

/** Makes these kinds sendable (called once at start-up with every kind the console knows). */
export function registerQueuedWrites(kinds: readonly AnyQueuedWrite[]) {
  for (const kind of kinds) {
    const known = definitions.get(kind.kind);
    if (known && known !== kind) throw new Error(`Two queued writes are named ${kind.kind}`);
    definitions.set(kind.kind, kind);
  }
  known = true;
  markKnown();
}

/** The definition of a kind, or undefined when this version of the console does not know it. */
export function queuedWriteKind(kind: string): AnyQueuedWrite | undefined {
  return definitions.get(kind);
}

/**
 * The definition that sends `op`, or undefined when this console cannot: a kind it does not know,
 * or a record of a newer format. Such a record is kept, and holds its entity.
 */
export function kindOf(op: QueuedOperation): AnyQueuedWrite | undefined {
  return op.format === OUTBOX_FORMAT ? definitions.get(op.kind) : undefined;
}
